import type { Insertable, Selectable } from 'kysely';
import type { ContactMessagesTable } from '../db/schema';
import type { Executor } from './executor';

/** Stores a message an owner wrote through /contact-us; returns its id. */
export async function insertContactMessage(db: Executor, message: Insertable<ContactMessagesTable>): Promise<number> {
  const row = await db.insertInto('contactMessages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The account's messages, newest first; `limit` caps the list the owner sees. */
export function listContactMessages(db: Executor, accountId: number, limit = 100): Promise<Selectable<ContactMessagesTable>[]> {
  return db.selectFrom('contactMessages').selectAll().where('accountId', '=', accountId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
