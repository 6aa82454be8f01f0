import type { Insertable, Selectable } from 'kysely';
import type { ReferralsTable } from '../db/schema';
import type { Executor } from './executor';

export type ReferralRecord = Selectable<ReferralsTable>;

/** Stores a recommendation (account null: from the public form); returns its id. */
export async function insertReferral(db: Executor, referral: Insertable<ReferralsTable>): Promise<number> {
  const row = await db.insertInto('referrals').values(referral).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The account's recommendations, newest first. */
export function listReferrals(db: Executor, accountId: number): Promise<ReferralRecord[]> {
  return db.selectFrom('referrals').selectAll().where('accountId', '=', accountId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}
