import type { Executor } from './executor';

/** A live session joined with what every request needs of its account. */
export interface ActiveSession {
  readonly id: string;
  readonly accountId: number;
  readonly userId: string;
  readonly permissions: readonly string[];
  readonly lastSeenAt: Date;
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
    .select(['sessions.id', 'sessions.accountId', 'sessions.lastSeenAt', 'accounts.userId', 'accounts.permissions'])
    .where('sessions.id', '=', id)
    .where('sessions.expiresAt', '>', now)
    .where('sessions.lastSeenAt', '>', idleSince)
    .executeTakeFirst();
  return (
    row && { id: row.id, accountId: row.accountId, userId: row.userId, permissions: row.permissions, lastSeenAt: row.lastSeenAt }
  );
}

/** Records activity (the idle timeout slides from here). */
export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of the account except `keepId` ("log out other devices"). */
export async function deleteOtherSessions(db: Executor, accountId: number, keepId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('accountId', '=', accountId).where('id', '<>', keepId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes the account's sessions that can no longer be used. */
export async function deleteDeadSessions(db: Executor, accountId: number, now: Date, idleSince: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('accountId', '=', accountId)
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', idleSince)]))
    .execute();
}
