import { expect } from 'vitest';
import type { DatabaseHandle } from '../../support/db';

/** A message of the demo outbox. */
export interface SentMessage {
  readonly id: number;
  readonly recipient: string;
  readonly channel: string;
  readonly subject: string;
  readonly text: string;
  readonly code: string | null;
}

/** The newest outbox id (messages after it are new). */
export async function lastOutboxId(database: DatabaseHandle): Promise<number> {
  const row = await database.db.selectFrom('outbox').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? 0;
}

/** Messages stored after `afterId`, oldest first. */
export function messagesAfter(database: DatabaseHandle, afterId: number): Promise<SentMessage[]> {
  return database.db.selectFrom('outbox').select(['id', 'recipient', 'channel', 'subject', 'text', 'code']).where('id', '>', afterId).orderBy('id').execute();
}

/**
 * Waits (up to 3 s) for a message after `afterId` that matches: messages sent in the background
 * arrive shortly after the answer.
 */
export async function waitForMessage(database: DatabaseHandle, afterId: number, matches: (message: SentMessage) => boolean): Promise<SentMessage> {
  for (let waited = 0; waited < 3000; waited += 25) {
    const found = (await messagesAfter(database, afterId)).find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect.fail('no such message arrived');
}
