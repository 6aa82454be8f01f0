import type { Generated } from 'kysely';
import type { NotificationType } from '../../../domain/enumerations';
import type { DefaultedTimestamp, Json } from './column-types';

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
}

export interface RatingsTable {
  accountId: number;
  ratedOn: string;
  rating: number;
  /** The optional comment sent with the feedback banner's score (migration 0012). */
  comment: string | null;
  createdAt: DefaultedTimestamp;
}
