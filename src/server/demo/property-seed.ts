import { sql } from 'kysely';
import { jsonb } from '../db/sql-values';
import type { Executor } from '../repositories/executor';
import type { DemoAccommodation } from './demo-types';
import { DEMAND_FROM, DEMAND_TO, generatePropertyData } from './property-generator';

/** The property generator's own seed (independent of the other generators' PRNG). */
export const PROPERTY_SEED = 20_260_114;
const BATCH = 2000;

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * Writes the property data of the demo houses (already inserted): contracts and price lists,
 * dynamic pricing and demand prices, the property profile, the comparable homes and their months.
 * Every table is written in a few multi-row statements (the embedded database pays per statement).
 */
export async function seedPropertyData(db: Executor, houses: readonly DemoAccommodation[]): Promise<{ contracts: number; comparableHomes: number }> {
  const { homes, comparables } = generatePropertyData(PROPERTY_SEED, houses);
  const codes = houses.map((house) => house.code);
  const rows = await db.selectFrom('accommodations').select(['id', 'code', 'accountId']).where('code', 'in', codes).execute();
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const houseOf = (code: string) => {
    const house = byCode.get(code);
    if (!house) throw new Error(`Demo seed: no accommodation ${code}`);
    return house;
  };
  // A living room besides the bedrooms (the generator's rule for rooms).
  await db.updateTable('accommodations').set({ rooms: sql`bedrooms + 1` }).where('code', 'in', codes).execute();

  const contracts = homes.flatMap((home) => home.contracts.map((contract) => ({ ...contract, accommodationId: houseOf(home.code).id })));
  const ids: number[] = [];
  await inBatches(contracts, async (batch) => {
    const inserted = await db
      .insertInto('contracts')
      .values(batch.map(({ seasons: _seasons, ...contract }) => contract))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
  });
  const seasons = contracts.flatMap((contract, index) => contract.seasons.map((season, position) => ({ ...season, contractId: ids[index]!, position })));
  await inBatches(seasons, (batch) => db.insertInto('contractSeasons').values(batch).execute());

  await db
    .insertInto('dynamicPricing')
    .values(homes.map(({ code, dynamicPricing: { enabled, minimumCents, changedAt } }) => ({ accommodationId: houseOf(code).id, enabled, minimumCents, updatedAt: changedAt ?? '2026-01-01T00:00:00Z' })))
    .execute();
  const changes = homes.flatMap(({ code, dynamicPricing: { enabled, minimumCents, changedAt } }) =>
    changedAt ? [{ accommodationId: houseOf(code).id, accountId: houseOf(code).accountId, enabled, minimumCents, changedAt }] : [],
  );
  if (changes.length > 0) await db.insertInto('dynamicPricingChanges').values(changes).execute();
  // The provider's demand prices: each night's contract price moved by a fixed hash of home and
  // night (±, weekends dearer); one statement, as per-row inserts cost seconds on the embedded database.
  await sql`
    INSERT INTO nightly_prices (accommodation_id, night, demand_cents)
    SELECT c.accommodation_id, night::date,
      greatest(100, round(s.night_cents * (0.88
        + CASE WHEN extract(isodow FROM night) IN (5, 6) THEN 0.1 ELSE 0 END
        + (abs(hashtext(a.code || night::date::text)) % 1000) / 1000.0 * 0.3) / 100) * 100)::int
    FROM contract_seasons s
    JOIN contracts c ON c.id = s.contract_id
    JOIN accommodations a ON a.id = c.accommodation_id
    CROSS JOIN LATERAL generate_series(greatest(s.starts_on, ${DEMAND_FROM}::date), least(s.ends_on, ${DEMAND_TO}::date), interval '1 day') AS night
    WHERE a.code IN (${sql.join(codes)})
    ON CONFLICT DO NOTHING`.execute(db);
  await db.insertInto('propertyProfiles').values(homes.map((home) => ({ accommodationId: houseOf(home.code).id, themes: home.themes }))).execute();
  const descriptions = homes.flatMap((home) => home.descriptions.map((description) => ({ ...description, accommodationId: houseOf(home.code).id })));
  await inBatches(descriptions, (batch) => db.insertInto('propertyDescriptions').values(batch).execute());
  const attributes = homes.flatMap((home) => home.attributes.map((name, position) => ({ accommodationId: houseOf(home.code).id, name, position })));
  if (attributes.length > 0) await db.insertInto('propertyAttributes').values(attributes).execute();
  await db.insertInto('propertyDistances').values(homes.flatMap((home) => home.distances.map((distance) => ({ ...distance, accommodationId: houseOf(home.code).id })))).execute();
  const pictures = homes.flatMap((home) => home.pictures.map(({ captions, ...picture }) => ({ ...picture, captions: jsonb(captions), accommodationId: houseOf(home.code).id })));
  await inBatches(pictures, (batch) => db.insertInto('propertyPictures').values(batch).execute());

  const comparableIds = await db
    .insertInto('comparableHomes')
    .values(comparables.map(({ months: _months, ...comparable }) => comparable))
    .returning('id')
    .execute();
  const months = comparables.flatMap((comparable, index) => comparable.months.map((month) => ({ ...month, comparableHomeId: comparableIds[index]!.id })));
  await inBatches(months, (batch) => db.insertInto('comparableHomeMonths').values(batch).execute());
  return { contracts: contracts.length, comparableHomes: comparables.length };
}
