import type { Kysely } from 'kysely';
import { rememberPortalLanguage } from '../repositories/accounts-repository';
import type { UiLocale } from '../../domain/enumerations';
import type { ActiveSessions } from '../../contract/sessions';
import { deviceDescription } from '../../domain/device-description';
import type { Database } from '../db/schema';
import type { EventBus, SessionsEnded } from '../integrations/event-bus';
import {
  deleteDeadSessions,
  deleteOtherSessions,
  describeSession,
  listLiveSessions,
  deleteSession,
  findActiveSession,
  findLiveSessionIds,
  insertSession,
  touchSession,
} from '../repositories/sessions-repository';
import type { SessionInvalidation } from '../integrations/session-invalidation';
import { addMs, type Clock } from './clock';
import type { SessionCache } from './session-cache';
import { newToken, sha256Hex } from './secrets';

/** A session ends after 30 minutes without requests (sliding)… */
export const SESSION_IDLE_MS = 30 * 60_000;
/** …and 12 hours after login at the latest. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** A session resumed from the cache is at most this old: a permission change shows within it. */
export const SESSION_CACHE_MS = 5_000;
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

/**
 * Server-side sessions: the cookie holds a 256-bit random token, the database only its hash. With a
 * cache, a session used in the last seconds is resumed without a query; ending sessions removes
 * them from every instance's cache through `invalidation`.
 */
export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    /** Told of every ended session, so its live event streams end on every instance. */
    private readonly events?: Pick<EventBus, 'endSessions'>,
    private readonly cache: SessionCache | null = null,
    private readonly invalidation: SessionInvalidation | null = null,
  ) {
    invalidation?.subscribe({ ended: (ids) => cache?.delete(ids), available: (up) => cache?.setEnabled(up) });
  }

  /** Starts a session (always a new id: no fixation) and returns the cookie value. */
  async start(accountId: number, locale: UiLocale): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    // Signing in is using the portal in this language: the owner's messages go out in it from now on.
    await rememberPortalLanguage(this.db, accountId, locale);
    await deleteDeadSessions(this.db, accountId, now, addMs(now, -SESSION_IDLE_MS));
    await insertSession(this.db, { id: sha256Hex(token), accountId, createdAt: now, expiresAt: addMs(now, SESSION_ABSOLUTE_MS) });
    return token;
  }

  /** Remembers the browser a new session (its cookie value) was started in. */
  async describe(token: string, userAgent: string | undefined): Promise<void> {
    await describeSession(this.db, sha256Hex(token), deviceDescription(userAgent));
  }

  /** The account's active sessions for its owner (ASVS 7.5.2), the current one marked. */
  async list(session: SessionInfo): Promise<ActiveSessions> {
    const now = this.clock.now();
    const rows = await listLiveSessions(this.db, session.accountId, now, addMs(now, -SESSION_IDLE_MS));
    return {
      sessions: rows.map((row) => ({
        device: row.device,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === session.id,
      })),
    };
  }

  /** The session of a cookie value if it is still valid; records the activity. */
  async resume(token: string | undefined): Promise<SessionInfo | null> {
    if (!token || token.length > 128) return null;
    const now = this.clock.now();
    const id = sha256Hex(token);
    const idleSince = addMs(now, -SESSION_IDLE_MS);
    let session = this.cache?.get(id, now.getTime());
    // A cached copy that looks expired may have been used on another instance meanwhile: ask the database.
    let fresh = false;
    if (!session || session.expiresAt <= now || session.lastSeenAt <= idleSince) {
      session = await findActiveSession(this.db, id, now, idleSince);
      if (!session) return null;
      fresh = true;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await touchSession(this.db, id, now);
      session = { ...session, lastSeenAt: now };
      if (!fresh) this.cache?.update(id, session);
    }
    // Cached when read from the database only: a hit does not extend the entry's time to live.
    if (fresh) this.cache?.set(id, session, now.getTime());
    return { id, accountId: session.accountId, userId: session.userId, permissions: session.permissions, requireNewPassword: session.requireNewPassword };
  }

  /** Ends the session of a cookie value (logout) and returns its id; unknown values are ignored (null). */
  async end(token: string | undefined): Promise<string | null> {
    if (!token || token.length > 128) return null;
    const id = sha256Hex(token);
    await deleteSession(this.db, id);
    await this.forget([id]);
    await this.announce({ sessionId: id });
    return id;
  }

  /** Ends all other sessions of the account (after a password change). */
  async endOthers(session: SessionInfo): Promise<number> {
    const ended = await deleteOtherSessions(this.db, session.accountId, session.id);
    // The kept session's cached copies go too: the password change may have lifted requireNewPassword.
    await this.forget([...ended, session.id]);
    await this.announce({ accountId: session.accountId, keepSessionId: session.id });
    return ended.length;
  }

  /** Sessions another service ended (a password reset): out of every cache, their streams closed everywhere. */
  async ended(ids: string[]): Promise<void> {
    await this.forget(ids);
    await Promise.all(ids.map((sessionId) => this.announce({ sessionId })));
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

  /** Drops ended sessions from this instance's cache and, through the invalidation channel, from all others. */
  private async forget(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    this.cache?.delete(ids);
    await this.invalidation?.publish(ids);
  }
}
