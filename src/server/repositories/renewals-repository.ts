import type { Executor } from './executor';

/** Records how the owner wants a contract renewed for a year; answering again changes the answer. */
export async function upsertRenewal(
  db: Executor,
  renewal: { accommodationId: number; year: number; mode: 'auto' | 'manual'; accountId: number; now: Date },
): Promise<void> {
  const values = { mode: renewal.mode, accountId: renewal.accountId, updatedAt: renewal.now };
  await db
    .insertInto('contractRenewals')
    .values({ ...values, accommodationId: renewal.accommodationId, year: renewal.year, createdAt: renewal.now })
    .onConflict((oc) => oc.columns(['accommodationId', 'year']).doUpdateSet(values))
    .execute();
}

/** The accommodation ids (of the given ones) whose contract renewal for `year` was answered. */
export async function renewedAccommodations(db: Executor, accommodationIds: readonly number[], year: number): Promise<Set<number>> {
  if (accommodationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('contractRenewals')
    .select('accommodationId')
    .where('accommodationId', 'in', [...accommodationIds])
    .where('year', '=', year)
    .execute();
  return new Set(rows.map((row) => row.accommodationId));
}
