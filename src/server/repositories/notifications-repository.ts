import { sql } from 'kysely';
import type { NotificationType } from '../../domain/enumerations';
import { jsonb } from '../db/sql-values';
import type { Executor } from './executor';

/** An inbox notification as stored; `payload` holds the type's data (see services/notification-view.ts). */
export interface NotificationRecord {
  readonly id: number;
  readonly accountId: number;
  readonly type: NotificationType;
  readonly isRead: boolean;
  readonly payload: Record<string, unknown>;
  readonly createdAt: Date;
}

const columns = ['id', 'account_id', 'type', 'is_read', 'payload', 'created_at'] as const;

function toRecord(row: {
  id: number;
  account_id: number;
  type: string;
  is_read: boolean;
  payload: Record<string, unknown>;
  created_at: Date;
}): NotificationRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    type: row.type as NotificationType,
    isRead: row.is_read,
    payload: row.payload,
    createdAt: row.created_at,
  };
}

export async function insertNotification(
  db: Executor,
  notification: { accountId: number; type: NotificationType; payload: Record<string, unknown>; createdAt: Date },
): Promise<NotificationRecord> {
  const row = await db
    .insertInto('notifications')
    .values({
      account_id: notification.accountId,
      type: notification.type,
      payload: jsonb(notification.payload),
      created_at: notification.createdAt,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** The account's newest notifications, newest first (optionally of some types or unread only). */
export async function listNotifications(
  db: Executor,
  accountId: number,
  options: { limit: number; types?: readonly NotificationType[]; unreadOnly?: boolean },
): Promise<NotificationRecord[]> {
  let query = db.selectFrom('notifications').select(columns).where('account_id', '=', accountId);
  if (options.types) query = query.where('type', 'in', [...options.types]);
  if (options.unreadOnly) query = query.where('is_read', '=', false);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map(toRecord);
}

/** Whether the account has anything unread (the bell's dot). */
export async function hasUnread(db: Executor, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('account_id', '=', accountId)
    .where('is_read', '=', false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks one of the account's notifications read; false when it is unknown or another account's. */
export async function markRead(db: Executor, accountId: number, id: number): Promise<boolean> {
  const result = await db.updateTable('notifications').set({ is_read: true }).where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks the account's renewal and contract cards of one accommodation as read and records how the
 * owner answered (`handled`), so the card can say so.
 */
export async function markRenewalHandled(db: Executor, accountId: number, accommodationCode: string, mode: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_read: true, payload: sql`jsonb_set(payload, array[type, 'handled'], to_jsonb(cast(${mode} as text)))` })
    .where('account_id', '=', accountId)
    .where('type', 'in', ['renewal', 'contract'])
    .where(sql<boolean>`payload -> type ->> 'accommodationCode' = ${accommodationCode}`)
    .execute();
}
