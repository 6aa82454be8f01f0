import type { Generated } from 'kysely';
import type { NotificationType } from '../../../domain/enumerations';
import type { InboxActionResult } from '../../../domain/inbox';
import type { DefaultedTimestamp, Json, Timestamp } from './column-types';

/** The inbox: notifications and the feedback ratings owners give. */
export interface InboxTables {
  notifications: NotificationsTable;
  ratings: RatingsTable;
}

export interface NotificationsTable {
  id: Generated<number>;
  accountId: number;
  type: NotificationType;
  isRead: Generated<boolean>;
  payload: Json<Record<string, unknown>>;
  createdAt: DefaultedTimestamp;
  /** When the owner took the card's action (migration 0020); null while not taken. */
  actionTakenAt: Timestamp | null;
  actionResult: InboxActionResult | null;
}

export interface RatingsTable {
  accountId: number;
  ratedOn: string;
  rating: number;
  /** The optional comment sent with the feedback banner's score (migration 0012). */
  comment: string | null;
  createdAt: DefaultedTimestamp;
}
