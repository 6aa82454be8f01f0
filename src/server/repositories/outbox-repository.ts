import type { UiLocale } from '../../domain/enumerations';
import type { Executor } from './executor';

/** A message of the demo outbox. */
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

export async function insertOutboxMessage(db: Executor, message: Omit<OutboxEntry, 'id'>): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      recipient: message.recipient,
      channel: message.channel,
      subject: message.subject,
      text: message.text,
      code: message.code,
      locale: message.locale,
      createdAt: message.createdAt,
    })
    .execute();
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
