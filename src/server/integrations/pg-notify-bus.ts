import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { Log } from '../log';
import { AccountEvent, dispatch, type EventBus } from './event-bus';

/** The PostgreSQL channel all instances of one database listen on. */
export const EVENTS_CHANNEL = 'portal_events';
const MAX_RETRY_MS = 30_000;

/**
 * The bus of a PostgreSQL deployment: `pg_notify` through the pool publishes, and one dedicated
 * connection per process LISTENs and hands each event to the local subscribers. A lost listening
 * connection is reopened with a growing delay; events sent while it was down are not replayed (the
 * client's inbox status query catches up on its next refresh).
 */
export async function pgNotifyBus(options: { url: string; db: Kysely<Database>; log: Log }): Promise<EventBus> {
  const { url, db, log } = options;
  const listeners = new Set<(event: AccountEvent) => void>();
  let client: pg.Client | null = null;
  let closed = false;
  /** Until the first LISTEN worked, a failure is the caller's to handle (no background retries). */
  let started = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;

  const receive = (payload: string | undefined) => {
    let event: AccountEvent;
    try {
      event = AccountEvent.parse(JSON.parse(payload ?? ''));
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed live event');
      return;
    }
    dispatch(listeners, event, (error) => log.error({ err: error }, 'live event listener failed'));
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (closed || !started) return;
      log.warn({ err: error, retryMs }, 'live events connection lost; reconnecting');
      retryTimer = setTimeout(() => {
        retryTimer = null;
        // A failed attempt schedules the next one itself (its own drop).
        connect().catch(() => undefined);
      }, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
    next.on('notification', (message) => receive(message.payload));
    next.on('error', drop);
    next.on('end', () => drop());
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      drop(error);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = 500;
  };

  // The first connection must work: a server that cannot listen would silently miss every event.
  await connect();
  started = true;

  return {
    async publish(event) {
      await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
