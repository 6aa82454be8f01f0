import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EventBus, SessionsEnded } from '../integrations/event-bus';
import {
  deleteDeadSessions,
  deleteOtherSessions,
  deleteSession,
  findActiveSession,
  findLiveSessionIds,
  insertSession,
  touchSession,
} from '../repositories/sessions-repository';
import { addMs, type Clock } from './clock';
import { newToken, sha256Hex } from './secrets';

/** A session ends after 30 minutes without requests (sliding)… */
export const SESSION_IDLE_MS = 30 * 60_000;
/** …and 12 hours after login at the latest. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/** The signed-in account behind a request. */
export interface SessionInfo {
  /** SHA-256 of the cookie value (the stored id). */
  readonly id: string;
  readonly accountId: number;
  readonly userId: string;
  readonly permissions: readonly string[];
  /** The account must set a new password: the session guard lets only a few routes through. */
  readonly requireNewPassword: boolean;
}

/** Server-side sessions: the cookie holds a 256-bit random token, the database only its hash. */
export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    /** Told of every ended session, so its live event streams end on every instance. */
    private readonly events?: Pick<EventBus, 'endSessions'>,
  ) {}

  /** Starts a session (always a new id: no fixation) and returns the cookie value. */
  async start(accountId: number): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await deleteDeadSessions(this.db, accountId, now, addMs(now, -SESSION_IDLE_MS));
    await insertSession(this.db, { id: sha256Hex(token), accountId, createdAt: now, expiresAt: addMs(now, SESSION_ABSOLUTE_MS) });
    return token;
  }

  /** The session of a cookie value if it is still valid; records the activity. */
  async resume(token: string | undefined): Promise<SessionInfo | null> {
    if (!token || token.length > 128) return null;
    const now = this.clock.now();
    const session = await findActiveSession(this.db, sha256Hex(token), now, addMs(now, -SESSION_IDLE_MS));
    if (!session) return null;
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(this.db, session.id, now);
    const { id, accountId, userId, permissions, requireNewPassword } = session;
    return { id, accountId, userId, permissions, requireNewPassword };
  }

  /** Ends the session of a cookie value (logout) and returns its id; unknown values are ignored (null). */
  async end(token: string | undefined): Promise<string | null> {
    if (!token || token.length > 128) return null;
    const id = sha256Hex(token);
    await deleteSession(this.db, id);
    await this.announce({ sessionId: id });
    return id;
  }

  /** Ends all other sessions of the account (after a password change). */
  async endOthers(session: SessionInfo): Promise<number> {
    const ended = await deleteOtherSessions(this.db, session.accountId, session.id);
    await this.announce({ accountId: session.accountId, keepSessionId: session.id });
    return ended;
  }

  /** The ids among `ids` of sessions still valid now (the live event streams re-check theirs). */
  async liveIds(ids: readonly string[]): Promise<Set<string>> {
    const now = this.clock.now();
    const live = new Set<string>();
    // In slices, so thousands of streams do not make one huge statement.
    for (let start = 0; start < ids.length; start += 500) {
      for (const id of await findLiveSessionIds(this.db, ids.slice(start, start + 500), now, addMs(now, -SESSION_IDLE_MS))) live.add(id);
    }
    return live;
  }

  /** The ended sessions' streams end everywhere; a bus failure must not fail the logout (the heartbeat re-check still ends them). */
  private async announce(ended: SessionsEnded): Promise<void> {
    await this.events?.endSessions(ended).catch(() => undefined);
  }
}
