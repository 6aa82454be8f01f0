import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { Log } from '../log';
import { type BusMessage, dispatch, type EventBus, WireMessage } from './event-bus';

/** The PostgreSQL channel all instances of one database listen on. */
export const EVENTS_CHANNEL = 'portal_events';
/** How the listening connections show in pg_stat_activity (operators and the chaos script find them by it). */
export const LISTENER_APPLICATION_NAME = 'owner-portal live events';

/** Reconnect timing and the self-check of the listening connection (tests shorten them). */
export interface PgNotifyTiming {
  readonly firstRetryMs: number;
  /** The reconnect delay grows up to this, so a link is back within seconds of the database. */
  readonly maxRetryMs: number;
  /** The listening connection is checked this often: a frozen server sends no error. */
  readonly pingMs: number;
  readonly pingTimeoutMs: number;
  readonly connectTimeoutMs: number;
}

export const PG_NOTIFY_TIMING: PgNotifyTiming = { firstRetryMs: 250, maxRetryMs: 3_000, pingMs: 10_000, pingTimeoutMs: 3_000, connectTimeoutMs: 3_000 };

/**
 * The bus of a PostgreSQL deployment. A message is delivered to this instance's subscribers at
 * once, in-process, and sent to the others with `pg_notify` (tagged with this instance's id, so it
 * is not delivered twice here). One dedicated connection per process LISTENs. A lost (or frozen)
 * listening connection is reopened with a delay of at most a few seconds; notifications sent while
 * it was down are not replayed by PostgreSQL, so once it is back every subscriber gets `resync`
 * (the streams tell their clients to refetch) and nothing is missed silently.
 */
export async function pgNotifyBus(options: { url: string; db: Kysely<Database>; log: Log; timing?: Partial<PgNotifyTiming> }): Promise<EventBus> {
  const { url, db, log } = options;
  const timing = { ...PG_NOTIFY_TIMING, ...options.timing };
  const origin = randomUUID();
  const listeners = new Set<(message: BusMessage) => void>();
  let client: pg.Client | null = null;
  let closed = false;
  /** Until the first LISTEN worked, a failure is the caller's to handle (no background retries). */
  let started = false;
  /** Set when the link was lost; the next successful LISTEN sends `resync`. */
  let missed = false;
  let retryMs = timing.firstRetryMs;
  let retryTimer: NodeJS.Timeout | null = null;
  /** How to drop each listening connection (the self-check drops one that does not answer). */
  const dropHandlers = new WeakMap<pg.Client, (error?: unknown) => void>();

  const deliver = (message: BusMessage) => dispatch(listeners, message, (error) => log.error({ err: error }, 'live event listener failed'));

  const receive = (payload: string | undefined) => {
    let parsed: { origin?: unknown };
    let message: WireMessage;
    try {
      parsed = JSON.parse(payload ?? '') as { origin?: unknown };
      // The schema drops `origin`: subscribers get the message only.
      message = WireMessage.parse(parsed);
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed live event');
      return;
    }
    // This instance delivered its own message already, in-process.
    if (parsed.origin !== origin) deliver(message);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: timing.connectTimeoutMs,
      application_name: LISTENER_APPLICATION_NAME,
    });
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (closed || !started) return;
      missed = true;
      log.warn({ err: error instanceof Error ? { message: error.message } : undefined, retryMs }, 'live events connection lost; reconnecting');
      retryTimer = setTimeout(() => {
        retryTimer = null;
        // A failed attempt schedules the next one itself (its own drop).
        connect().catch(() => undefined);
      }, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, timing.maxRetryMs);
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
    dropHandlers.set(next, drop);
    retryMs = timing.firstRetryMs;
    if (missed) {
      missed = false;
      log.warn({}, 'live events connection back; streams told to refetch');
      deliver({ kind: 'resync' });
    }
  };
  /** A round trip on the listening connection; one that fails or does not answer in time is dropped. */
  const check = async (timeoutMs: number): Promise<boolean> => {
    const current = client;
    if (!current) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer on the live events connection within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([current.query('SELECT 1'), timeout]);
      return true;
    } catch (error) {
      dropHandlers.get(current)?.(error);
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  // The first connection must work: a server that cannot listen would silently miss every event.
  await connect();
  started = true;
  const pinger = setInterval(() => void check(timing.pingTimeoutMs), timing.pingMs);
  pinger.unref();

  const send = async (message: WireMessage) => {
    // This instance's subscribers do not wait for (or depend on) the database round trip.
    queueMicrotask(() => deliver(message));
    await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ ...message, origin })})`.execute(db);
  };

  return {
    publish: (event) => send({ kind: 'notification', event }),
    endSessions: (ended) => send({ kind: 'sessionsEnded', ended }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check,
    async close() {
      closed = true;
      clearInterval(pinger);
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
