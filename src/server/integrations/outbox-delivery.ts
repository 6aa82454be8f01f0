import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertOutboxMessage } from '../repositories/outbox-repository';
import type { Clock } from '../services/clock';
import type { CodeDelivery } from './code-delivery';

/** Minimal logger shape (pino / Fastify's logger satisfy it). */
export interface InfoLogger {
  info(object: object, message: string): void;
}

/**
 * Demo adapter: stores messages in the outbox table, readable at /_demo/mailbox and
 * /api/demo/outbox, and prints them to the log so a person running the demo can read their code.
 * Used only in demo mode, which is why the code may appear in the log here.
 */
export function outboxDelivery(db: Kysely<Database>, clock: Clock, log: InfoLogger): CodeDelivery {
  return {
    async deliver(message) {
      await insertOutboxMessage(db, { ...message, createdAt: clock.now() });
      log.info({ demoOutbox: { channel: message.channel, recipient: message.recipient, demoCode: message.code } }, message.subject);
    },
  };
}
