import type { Executor } from './executor';

/** Records how the owner wants a contract renewed for a year; answering again changes the answer. */
export async function upsertRenewal(
  db: Executor,
  renewal: { accommodationId: number; year: number; mode: 'auto' | 'manual'; accountId: number; now: Date },
): Promise<void> {
  const values = { mode: renewal.mode, account_id: renewal.accountId, updated_at: renewal.now };
  await db
    .insertInto('contract_renewals')
    .values({ ...values, accommodation_id: renewal.accommodationId, year: renewal.year, created_at: renewal.now })
    .onConflict((oc) => oc.columns(['accommodation_id', 'year']).doUpdateSet(values))
    .execute();
}

/** The accommodation ids (of the given ones) whose contract renewal for `year` was answered. */
export async function renewedAccommodations(db: Executor, accommodationIds: readonly number[], year: number): Promise<Set<number>> {
  if (accommodationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('contract_renewals')
    .select('accommodation_id')
    .where('accommodation_id', 'in', [...accommodationIds])
    .where('year', '=', year)
    .execute();
  return new Set(rows.map((row) => row.accommodation_id));
}
