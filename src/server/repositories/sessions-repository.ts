import type { Executor } from './executor';

/** A live session joined with what every request needs of its account. */
export interface ActiveSession {
  readonly id: string;
  readonly accountId: number;
  readonly userId: string;
  readonly permissions: readonly string[];
  /** The account must set a new password before anything else. */
  readonly requireNewPassword: boolean;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
}

/** Stores a session; `id` is the SHA-256 of the cookie value. */
export async function insertSession(
  db: Executor,
  session: { id: string; accountId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      accountId: session.accountId,
      createdAt: session.createdAt,
      lastSeenAt: session.createdAt,
      expiresAt: session.expiresAt,
    })
    .execute();
}

/** The session if it has neither passed its absolute expiry nor been idle since `idleSince`. */
export async function findActiveSession(db: Executor, id: string, now: Date, idleSince: Date): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.accountId')
    .select(['sessions.id', 'sessions.accountId', 'sessions.lastSeenAt', 'sessions.expiresAt', 'accounts.userId', 'accounts.permissions', 'accounts.requireNewPassword'])
    .where('sessions.id', '=', id)
    .where('sessions.expiresAt', '>', now)
    .where('sessions.lastSeenAt', '>', idleSince)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      accountId: row.accountId,
      userId: row.userId,
      permissions: row.permissions,
      requireNewPassword: row.requireNewPassword,
      lastSeenAt: row.lastSeenAt,
      expiresAt: row.expiresAt,
    }
  );
}

/** Which of `ids` are sessions neither past their absolute expiry nor idle since `idleSince`. */
export async function findLiveSessionIds(db: Executor, ids: readonly string[], now: Date, idleSince: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', [...ids])
    .where('expiresAt', '>', now)
    .where('lastSeenAt', '>', idleSince)
    .execute();
  return rows.map((row) => row.id);
}

/** Records activity (the idle timeout slides from here). */
export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of the account except `keepId` ("log out other devices"); the ids it ended. */
export async function deleteOtherSessions(db: Executor, accountId: number, keepId: string): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('accountId', '=', accountId).where('id', '<>', keepId).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Removes the account's sessions that can no longer be used. */
export async function deleteDeadSessions(db: Executor, accountId: number, now: Date, idleSince: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('accountId', '=', accountId)
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', idleSince)]))
    .execute();
}

/** Remembers the browser a session was started in (a coarse description, domain/device-description.ts). */
export async function describeSession(db: Executor, id: string, device: string | null): Promise<void> {
  await db.updateTable('sessions').set({ device }).where('id', '=', id).execute();
}

/** The account's usable sessions, most recently active first. */
export async function listLiveSessions(db: Executor, accountId: number, now: Date, idleSince: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'createdAt', 'lastSeenAt', 'device'])
    .where('accountId', '=', accountId)
    .where('expiresAt', '>', now)
    .where('lastSeenAt', '>', idleSince)
    .orderBy('lastSeenAt', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}
