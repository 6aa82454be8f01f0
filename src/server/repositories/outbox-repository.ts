import type { UiLocale } from '../../domain/enumerations';
import type { OutboxStatus } from '../db/tables/system';
import type { Executor } from './executor';

/** A message of the outbox (the demo mailbox lists them). */
export interface OutboxEntry {
  readonly id: number;
  readonly recipient: string;
  readonly channel: 'email' | 'sms';
  readonly subject: string;
  readonly text: string;
  readonly code: string | null;
  readonly locale: UiLocale;
  readonly createdAt: Date;
}

/** How a message enters the outbox: to be sent (pending, due at once) or, in demo mode, delivered. */
export interface NewOutboxMessage extends Omit<OutboxEntry, 'id'> {
  readonly status: Extract<OutboxStatus, 'pending' | 'sent'>;
  readonly expiresAt: Date | null;
}

/** A message the worker took to send, with the attempts made before. */
export interface ClaimedMessage extends OutboxEntry {
  readonly attempts: number;
  readonly expiresAt: Date | null;
}

export async function insertOutboxMessage(db: Executor, message: NewOutboxMessage): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      recipient: message.recipient,
      channel: message.channel,
      subject: message.subject,
      text: message.text,
      code: message.code,
      locale: message.locale,
      createdAt: message.createdAt,
      status: message.status,
      nextAttemptAt: message.status === 'pending' ? message.createdAt : null,
      sentAt: message.status === 'sent' ? message.createdAt : null,
      expiresAt: message.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes up to `limit` pending messages due at `now` (or only those of `ids`) for one attempt: their
 * next attempt moves to `leaseUntil`, so no other instance takes them while this one sends, and a
 * message whose sender died is taken again after the lease. Rows another transaction holds are
 * skipped.
 */
export async function claimDueMessages(db: Executor, now: Date, leaseUntil: Date, limit: number, ids?: readonly number[]): Promise<ClaimedMessage[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .updateTable('outbox')
    .set({ nextAttemptAt: leaseUntil })
    .where('id', 'in', (qb) => {
      let due = qb.selectFrom('outbox').select('id').where('status', '=', 'pending').where('nextAttemptAt', '<=', now);
      if (ids) due = due.where('id', 'in', ids);
      return due.orderBy('nextAttemptAt').limit(limit).forUpdate().skipLocked();
    })
    .returning(['id', 'recipient', 'channel', 'subject', 'text', 'code', 'locale', 'createdAt', 'attempts', 'expiresAt'])
    .execute();
  return rows;
}

/** Sent: the text (codes, links) is not kept once it has left. */
export async function markOutboxSent(db: Executor, id: number, at: Date, attempts: number): Promise<void> {
  await db.updateTable('outbox').set({ status: 'sent', sentAt: at, attempts, text: '', nextAttemptAt: null, lastError: null }).where('id', '=', id).execute();
}

/** Not sent this time: tried again at `nextAttemptAt`. */
export async function markOutboxRetry(db: Executor, id: number, attempts: number, nextAttemptAt: Date, lastError: string): Promise<void> {
  await db.updateTable('outbox').set({ attempts, nextAttemptAt, lastError }).where('id', '=', id).execute();
}

/** Given up after the last attempt (or past its use): kept as failed, its text dropped. */
export async function markOutboxFailed(db: Executor, id: number, attempts: number, lastError: string): Promise<void> {
  await db.updateTable('outbox').set({ status: 'failed', attempts, lastError, text: '', nextAttemptAt: null }).where('id', '=', id).execute();
}

/** The newest `limit` messages, newest first. */
export async function listOutbox(db: Executor, limit: number): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    channel: row.channel,
    subject: row.subject,
    text: row.text,
    code: row.code,
    locale: row.locale,
    createdAt: row.createdAt,
  }));
}
