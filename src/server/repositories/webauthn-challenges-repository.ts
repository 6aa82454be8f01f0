import type { Executor } from './executor';

export type ChallengePurpose = 'register' | 'login' | 'step_up';

/**
 * Stores a challenge under `id` (replacing an earlier one of the same id: a session has one open
 * registration and one open step-up at a time). Also drops expired challenges.
 */
export async function putChallenge(
  db: Executor,
  challenge: { id: string; purpose: ChallengePurpose; sessionId: string | null; challenge: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.deleteFrom('webauthnChallenges').where('expiresAt', '<', now).execute();
  const values = { purpose: challenge.purpose, sessionId: challenge.sessionId, challenge: challenge.challenge, expiresAt: challenge.expiresAt };
  await db
    .insertInto('webauthnChallenges')
    .values({ id: challenge.id, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/**
 * Takes a challenge out (single use: deleted whatever the verification's outcome) and returns it
 * if it has the purpose and is not expired.
 */
export async function takeChallenge(db: Executor, id: string, purpose: ChallengePurpose, now: Date): Promise<string | undefined> {
  const row = await db.deleteFrom('webauthnChallenges').where('id', '=', id).returning(['purpose', 'challenge', 'expiresAt']).executeTakeFirst();
  if (!row || row.purpose !== purpose || row.expiresAt <= now) return undefined;
  return row.challenge;
}
