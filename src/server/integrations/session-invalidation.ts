import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import * as z from 'zod/mini';
import type { Database } from '../db/schema';
import type { Log } from '../log';

/** Sessions ended on one instance (logout, password change), as every instance learns of them. */
const SessionsEnded = z.object({ ids: z.array(z.string().check(z.regex(/^[0-9a-f]{64}$/))).check(z.maxLength(1000)) });

/** Tells every instance's session cache which sessions ended. */
export interface SessionInvalidation {
  /** Sends the ids to every instance (this one included). */
  publish(ids: readonly string[]): Promise<void>;
  /** `ended` gets every published batch; `available(false)` while other instances' batches may be missed. */
  subscribe(listener: { ended(ids: readonly string[]): void; available(up: boolean): void }): void;
  close(): Promise<void>;
}

/** One process owns the database (PGlite): nobody else can end a session. */
export function inProcessInvalidation(): SessionInvalidation {
  let listener: Parameters<SessionInvalidation['subscribe']>[0] | null = null;
  return {
    async publish(ids) {
      listener?.ended(ids);
    },
    subscribe(next) {
      listener = next;
    },
    async close() {
      listener = null;
    },
  };
}

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return null;
  }
}

/** The PostgreSQL channel session invalidations travel on. */
export const SESSIONS_CHANNEL = 'portal_sessions';
const RETRY_MS = 1000;

/**
 * Invalidation between instances of one PostgreSQL database: `pg_notify` publishes, a dedicated
 * connection LISTENs. Whenever that connection is not listening, the listener is told the channel
 * is unavailable (the cache turns itself off) until it listens again.
 */
export function pgInvalidation(options: { url: string; db: Kysely<Database>; log: Log }): SessionInvalidation {
  const { url, db, log } = options;
  let listener: Parameters<SessionInvalidation['subscribe']>[0] | null = null;
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      listener?.available(false);
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (closed) return;
      timer = setTimeout(() => void connect(), RETRY_MS);
      timer.unref();
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (message) => {
      const parsed = SessionsEnded.safeParse(parseJson(message.payload));
      if (parsed.success) listener?.ended(parsed.data.ids);
      else log.warn({ payload: message.payload?.slice(0, 200) }, 'ignored a malformed session invalidation');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSIONS_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'session invalidation channel unavailable; sessions are not cached meanwhile');
      drop();
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
    listener?.available(true);
  };

  return {
    async publish(ids) {
      for (let i = 0; i < ids.length; i += 1000) {
        await sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify({ ids: ids.slice(i, i + 1000) })})`.execute(db);
      }
    },
    subscribe(next) {
      listener = next;
      // Off until the channel listens; then on.
      next.available(false);
      void connect();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      listener = null;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
