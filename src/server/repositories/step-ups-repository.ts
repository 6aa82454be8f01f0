import type { Executor } from './executor';

/** The open step-up code of a session. */
export interface StepUpCode {
  readonly codeHash: string;
  readonly codeSalt: string;
  readonly expiresAt: Date;
  readonly triesLeft: number;
}

/** Stores a new code for the session (replacing an earlier one), keeping its freshness. */
export async function putStepUpCode(db: Executor, sessionId: string, code: StepUpCode): Promise<void> {
  const values = { code_hash: code.codeHash, code_salt: code.codeSalt, code_expires_at: code.expiresAt, tries_left: code.triesLeft };
  await db
    .insertInto('session_step_ups')
    .values({ session_id: sessionId, ...values })
    .onConflict((conflict) => conflict.column('session_id').doUpdateSet(values))
    .execute();
}

/** The session's open code, if any. */
export async function findStepUpCode(db: Executor, sessionId: string): Promise<StepUpCode | undefined> {
  const row = await db
    .selectFrom('session_step_ups')
    .select(['code_hash', 'code_salt', 'code_expires_at', 'tries_left'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (!row || !row.code_hash || !row.code_salt || !row.code_expires_at) return undefined;
  return { codeHash: row.code_hash, codeSalt: row.code_salt, expiresAt: row.code_expires_at, triesLeft: row.tries_left };
}

/** Uses up one try (atomically); the tries left after it, or undefined when none were left. */
export async function takeStepUpTry(db: Executor, sessionId: string): Promise<number | undefined> {
  const row = await db
    .updateTable('session_step_ups')
    .set((eb) => ({ tries_left: eb('tries_left', '-', 1) }))
    .where('session_id', '=', sessionId)
    .where('tries_left', '>', 0)
    .where('code_hash', 'is not', null)
    .returning('tries_left')
    .executeTakeFirst();
  return row?.tries_left;
}

/** Marks the session fresh until `until` and forgets its code. */
export async function markFresh(db: Executor, sessionId: string, until: Date): Promise<void> {
  const values = { code_hash: null, code_salt: null, code_expires_at: null, tries_left: 0, fresh_until: until };
  await db
    .insertInto('session_step_ups')
    .values({ session_id: sessionId, ...values })
    .onConflict((conflict) => conflict.column('session_id').doUpdateSet(values))
    .execute();
}

/** Until when the session is fresh (null: never was, or no row). */
export async function freshUntil(db: Executor, sessionId: string): Promise<Date | null> {
  const row = await db.selectFrom('session_step_ups').select('fresh_until').where('session_id', '=', sessionId).executeTakeFirst();
  return row?.fresh_until ?? null;
}
