import type { Executor } from './executor';

export interface DynamicPricingRecord {
  readonly enabled: boolean;
  readonly minimumCents: number | null;
}

/** The owner's choice for a home; a home without a record has dynamic pricing off. */
export async function findDynamicPricing(db: Executor, accommodationId: number): Promise<DynamicPricingRecord> {
  const row = await db.selectFrom('dynamicPricing').select(['enabled', 'minimumCents']).where('accommodationId', '=', accommodationId).executeTakeFirst();
  return row ?? { enabled: false, minimumCents: null };
}

/** Which of the given homes have dynamic pricing on. */
export async function homesWithDynamicPricing(db: Executor, accommodationIds: readonly number[]): Promise<Set<number>> {
  if (accommodationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('dynamicPricing')
    .select('accommodationId')
    .where('accommodationId', 'in', [...accommodationIds])
    .where('enabled', '=', true)
    .execute();
  return new Set(rows.map((row) => row.accommodationId));
}

/** Sets the choice and records the change (who, when, what). */
export async function changeDynamicPricing(
  db: Executor,
  change: { accommodationId: number; accountId: number; enabled: boolean; minimumCents: number | null; now: Date },
): Promise<void> {
  const values = { enabled: change.enabled, minimumCents: change.minimumCents, updatedAt: change.now };
  await db
    .insertInto('dynamicPricing')
    .values({ accommodationId: change.accommodationId, ...values })
    .onConflict((oc) => oc.column('accommodationId').doUpdateSet(values))
    .execute();
  await db
    .insertInto('dynamicPricingChanges')
    .values({ accommodationId: change.accommodationId, accountId: change.accountId, enabled: change.enabled, minimumCents: change.minimumCents, changedAt: change.now })
    .execute();
}

/** The recorded changes of a home, newest first (the last 20). */
export async function listDynamicPricingChanges(db: Executor, accommodationId: number): Promise<{ changedAt: Date; enabled: boolean; minimumCents: number | null }[]> {
  return db
    .selectFrom('dynamicPricingChanges')
    .select(['changedAt', 'enabled', 'minimumCents'])
    .where('accommodationId', '=', accommodationId)
    .orderBy('changedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

/** The provider's demand prices of a home's nights in [from, to] (ISO dates), by night. */
export async function listDemandPrices(db: Executor, accommodationId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('nightlyPrices')
    .select(['night', 'demandCents'])
    .where('accommodationId', '=', accommodationId)
    .where('night', '>=', from)
    .where('night', '<=', to)
    .execute();
  return new Map(rows.map((row) => [row.night, row.demandCents]));
}
