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
  const values = { codeHash: code.codeHash, codeSalt: code.codeSalt, codeExpiresAt: code.expiresAt, triesLeft: code.triesLeft };
  await db
    .insertInto('sessionStepUps')
    .values({ sessionId: sessionId, ...values })
    .onConflict((conflict) => conflict.column('sessionId').doUpdateSet(values))
    .execute();
}

/** The session's open code, if any. */
export async function findStepUpCode(db: Executor, sessionId: string): Promise<StepUpCode | undefined> {
  const row = await db
    .selectFrom('sessionStepUps')
    .select(['codeHash', 'codeSalt', 'codeExpiresAt', 'triesLeft'])
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
  if (!row || !row.codeHash || !row.codeSalt || !row.codeExpiresAt) return undefined;
  return { codeHash: row.codeHash, codeSalt: row.codeSalt, expiresAt: row.codeExpiresAt, triesLeft: row.triesLeft };
}

/** Uses up one try (atomically); the tries left after it, or undefined when none were left. */
export async function takeStepUpTry(db: Executor, sessionId: string): Promise<number | undefined> {
  const row = await db
    .updateTable('sessionStepUps')
    .set((eb) => ({ triesLeft: eb('triesLeft', '-', 1) }))
    .where('sessionId', '=', sessionId)
    .where('triesLeft', '>', 0)
    .where('codeHash', 'is not', null)
    .returning('triesLeft')
    .executeTakeFirst();
  return row?.triesLeft;
}

/** Marks the session fresh until `until` and forgets its code. */
export async function markFresh(db: Executor, sessionId: string, until: Date): Promise<void> {
  const values = { codeHash: null, codeSalt: null, codeExpiresAt: null, triesLeft: 0, freshUntil: until };
  await db
    .insertInto('sessionStepUps')
    .values({ sessionId: sessionId, ...values })
    .onConflict((conflict) => conflict.column('sessionId').doUpdateSet(values))
    .execute();
}

/** Until when the session is fresh (null: never was, or no row). */
export async function freshUntil(db: Executor, sessionId: string): Promise<Date | null> {
  const row = await db.selectFrom('sessionStepUps').select('freshUntil').where('sessionId', '=', sessionId).executeTakeFirst();
  return row?.freshUntil ?? null;
}
