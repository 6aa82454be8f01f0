import { sql } from 'kysely';
import type { NotificationType } from '../../domain/enumerations';
import { type InboxActionResult, renewalResult } from '../../domain/inbox';
import { jsonb } from '../db/sql-values';
import type { Executor } from './executor';

/** An inbox notification as stored; `payload` holds the type's data (see services/notification-read-model.ts). */
export interface NotificationRecord {
  readonly id: number;
  readonly accountId: number;
  readonly type: NotificationType;
  readonly isRead: boolean;
  readonly payload: Record<string, unknown>;
  readonly createdAt: Date;
  /** The action the owner took on the card and when; null while not taken. */
  readonly actionTaken: { readonly result: InboxActionResult; readonly at: Date } | null;
}

const columns = ['id', 'accountId', 'type', 'isRead', 'payload', 'createdAt', 'actionTakenAt', 'actionResult'] as const;

function toRecord(row: {
  id: number;
  accountId: number;
  type: NotificationType;
  isRead: boolean;
  payload: Record<string, unknown>;
  createdAt: Date;
  actionTakenAt: Date | null;
  actionResult: InboxActionResult | null;
}): NotificationRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    type: row.type,
    isRead: row.isRead,
    payload: row.payload,
    createdAt: row.createdAt,
    actionTaken: row.actionResult && row.actionTakenAt ? { result: row.actionResult, at: row.actionTakenAt } : null,
  };
}

export async function insertNotification(
  db: Executor,
  notification: { accountId: number; type: NotificationType; payload: Record<string, unknown>; createdAt: Date },
): Promise<NotificationRecord> {
  const row = await db
    .insertInto('notifications')
    .values({
      accountId: notification.accountId,
      type: notification.type,
      payload: jsonb(notification.payload),
      createdAt: notification.createdAt,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Gives a card new data and shows it as new again: unread, dated `now` (a bank change's card follows its status). */
export async function renewNotification(db: Executor, id: number, payload: Record<string, unknown>, now: Date): Promise<void> {
  await db.updateTable('notifications').set({ isRead: false, createdAt: now, payload: jsonb(payload) }).where('id', '=', id).execute();
}

/** The account's newest notifications, newest first (optionally of some types or unread only). */
export async function listNotifications(
  db: Executor,
  accountId: number,
  options: { limit: number; types?: readonly NotificationType[]; unreadOnly?: boolean },
): Promise<NotificationRecord[]> {
  let query = db.selectFrom('notifications').select(columns).where('accountId', '=', accountId);
  if (options.types) query = query.where('type', 'in', [...options.types]);
  if (options.unreadOnly) query = query.where('isRead', '=', false);
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map(toRecord);
}

/** Whether the account has anything unread (the bell's dot). */
export async function hasUnread(db: Executor, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('accountId', '=', accountId)
    .where('isRead', '=', false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks one of the account's notifications read; false when it is unknown or another account's. */
export async function markRead(db: Executor, accountId: number, id: number): Promise<boolean> {
  const result = await db.updateTable('notifications').set({ isRead: true }).where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks read every unread card of the account up to one of its cards (that one and older, in the
 * inbox's order); null when that card is unknown or another account's, else how many changed.
 */
export async function markReadThrough(db: Executor, accountId: number, id: number): Promise<number | null> {
  const seen = await db.selectFrom('notifications').select(['id', 'createdAt']).where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
  if (!seen) return null;
  const result = await db
    .updateTable('notifications')
    .set({ isRead: true })
    .where('accountId', '=', accountId)
    .where('isRead', '=', false)
    .where((eb) => eb.or([eb('createdAt', '<', seen.createdAt), eb.and([eb('createdAt', '=', seen.createdAt), eb('id', '<=', seen.id)])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks the account's renewal and contract cards of one accommodation as read and records how and
 * when the owner answered (`handled` in the payload, the action columns), so the card can say so.
 */
export async function markRenewalHandled(db: Executor, accountId: number, accommodationCode: string, mode: 'auto' | 'manual', now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({
      isRead: true,
      payload: sql`jsonb_set(payload, array[type, 'handled'], to_jsonb(cast(${mode} as text)))`,
      actionTakenAt: now,
      actionResult: renewalResult(mode),
    })
    .where('accountId', '=', accountId)
    .where('type', 'in', ['renewal', 'contract'])
    .where(sql<boolean>`payload -> type ->> 'accommodationCode' = ${accommodationCode}`)
    .execute();
}

/**
 * Marks the account's feedback cards not answered yet as answered (and read): a score answers the
 * survey whether it came from a card or from the feedback banner.
 */
export async function markSurveyAnswered(db: Executor, accountId: number, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ isRead: true, actionTakenAt: now, actionResult: 'surveyAnswered' })
    .where('accountId', '=', accountId)
    .where('type', '=', 'feedback')
    .where('actionTakenAt', 'is', null)
    .execute();
}
