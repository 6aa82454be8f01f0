import type { ContactChannel, ContactRole } from '../../../domain/enumerations';
import type { ReferralStatus } from '../../../domain/referral';
import type { ColumnType, Generated } from 'kysely';
import type { ContactMessageStatus } from '../../../domain/contact-topics';
import type { DefaultedTimestamp } from './column-types';

/** The contact and referral slice (migration 0015). */
export interface ContactTables {
  providerContacts: ProviderContactsTable;
  contactMessages: ContactMessagesTable;
  referrals: ReferralsTable;
}

export interface ProviderContactsTable {
  id: Generated<number>;
  accountId: number;
  position: Generated<number>;
  role: ContactRole;
  name: string;
  accommodationId: number | null;
  /** ISO 3166 code of the country whose homes the contact looks after; null with an accommodation or for every home. */
  country: string | null;
  channel: ContactChannel;
  email: string | null;
  phone: string | null;
  firstDay: number | null;
  lastDay: number | null;
  opens: string | null;
  closes: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  accountId: number;
  topicGroup: string;
  topic: string;
  message: string;
  stayId: number | null;
  resNo: string | null;
  createdAt: DefaultedTimestamp;
  /** Set by support's tools as they work on it (migration 0031). */
  status: ColumnType<ContactMessageStatus, ContactMessageStatus | undefined, ContactMessageStatus>;
}

export interface ReferralsTable {
  id: Generated<number>;
  accountId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  location: string;
  message: string | null;
  consent: boolean;
  status: Generated<ReferralStatus>;
  createdAt: DefaultedTimestamp;
}
