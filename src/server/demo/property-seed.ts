import type { Executor } from '../repositories/executor';
import { jsonb } from '../db/sql-values';
import type { DemoAccommodation } from './demo-types';
import { generatePropertyData } from './property-generator';

/** The property generator's own seed (independent of the other generators' PRNG). */
export const PROPERTY_SEED = 20_260_114;
const BATCH = 1000;

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * Writes the property data of the demo houses (already inserted): contracts and price lists,
 * dynamic pricing and demand prices, the property profile, the comparable homes and their months.
 */
export async function seedPropertyData(db: Executor, houses: readonly DemoAccommodation[]): Promise<{ contracts: number; comparableHomes: number }> {
  const { homes, comparables } = generatePropertyData(PROPERTY_SEED, houses);
  const rows = await db.selectFrom('accommodations').select(['id', 'code', 'accountId']).where('code', 'in', houses.map((house) => house.code)).execute();
  const byCode = new Map(rows.map((row) => [row.code, row]));
  let contractCount = 0;
  for (const home of homes) {
    const house = byCode.get(home.code);
    if (!house) throw new Error(`Demo seed: no accommodation ${home.code}`);
    const accommodationId = house.id;
    await db.updateTable('accommodations').set({ rooms: home.rooms }).where('id', '=', accommodationId).execute();
    for (const { seasons, ...contract } of home.contracts) {
      const { id } = await db.insertInto('contracts').values({ ...contract, accommodationId }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('contractSeasons').values(seasons.map((season, position) => ({ ...season, contractId: id, position }))).execute();
      contractCount++;
    }
    const { enabled, minimumCents, changedAt } = home.dynamicPricing;
    await db.insertInto('dynamicPricing').values({ accommodationId, enabled, minimumCents, updatedAt: changedAt ?? '2026-01-01T00:00:00Z' }).execute();
    if (changedAt) await db.insertInto('dynamicPricingChanges').values({ accommodationId, accountId: house.accountId, enabled, minimumCents, changedAt }).execute();
    await inBatches(home.nightlyPrices, (batch) => db.insertInto('nightlyPrices').values(batch.map((price) => ({ ...price, accommodationId }))).execute());
    await db.insertInto('propertyProfiles').values({ accommodationId, themes: home.themes }).execute();
    await db.insertInto('propertyDescriptions').values(home.descriptions.map((description) => ({ ...description, accommodationId }))).execute();
    if (home.attributes.length > 0) {
      await db.insertInto('propertyAttributes').values(home.attributes.map((name, position) => ({ accommodationId, name, position }))).execute();
    }
    await db.insertInto('propertyDistances').values(home.distances.map((distance) => ({ ...distance, accommodationId }))).execute();
    await db
      .insertInto('propertyPictures')
      .values(home.pictures.map(({ captions, ...picture }) => ({ ...picture, captions: jsonb(captions), accommodationId })))
      .execute();
  }
  const ids = await db
    .insertInto('comparableHomes')
    .values(comparables.map(({ months: _months, ...comparable }) => comparable))
    .returning('id')
    .execute();
  const months = comparables.flatMap((comparable, index) => comparable.months.map((month) => ({ ...month, comparableHomeId: ids[index]!.id })));
  await inBatches(months, (batch) => db.insertInto('comparableHomeMonths').values(batch).execute());
  return { contracts: contractCount, comparableHomes: comparables.length };
}
