import type { Generated } from 'kysely';
import type { Timestamp, DefaultedTimestamp } from './column-types';

/** Web push subscriptions of the owners' browsers. */
export interface PushTables {
  pushSubscriptions: PushSubscriptionsTable;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  accountId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: Timestamp | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}
