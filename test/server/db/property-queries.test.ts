import { afterAll, beforeAll, expect, it } from 'vitest';
import { countComparableHomes, listBenchmarkReviews, listBenchmarkStays, listComparableHomes, listComparableMonths } from '../../../src/server/repositories/benchmark-repository';
import { findContract, listContracts, listSeasonsBetween, recordRenewalRequest } from '../../../src/server/repositories/contracts-repository';
import {
  changeDynamicPricing,
  findDynamicPricing,
  homesWithDynamicPricing,
  listDemandPrices,
  listDynamicPricingChanges,
} from '../../../src/server/repositories/dynamic-pricing-repository';
import { findOwnHome, listOwnHomes } from '../../../src/server/repositories/own-homes-repository';
import { listAttributeNames, listPictures, loadProfileContent } from '../../../src/server/repositories/property-profile-repository';
import { jsonb } from '../../../src/server/db/sql-values';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { addStay, createAccount, createHouse } from '../helpers/fixtures';

forEachDatabase('property queries', (open) => {
  let database: DatabaseHandle;
  let owner: number;
  let house: number;
  let strangersHouse: number;

  beforeAll(async () => {
    database = await open('migrated');
    const db = database.db;
    owner = await createAccount(db, 'P-OWNER');
    const stranger = await createAccount(db, 'P-STRANGER');
    house = await createHouse(db, owner, 'HR9500.100.1', { name: 'Zora' });
    strangersHouse = await createHouse(db, stranger, 'HR9500.100.2');
    for (const [year, workflow] of [[2026, 'Expiring'], [2027, 'NeedsRenewal']] as const) {
      const { id } = await db
        .insertInto('contracts')
        .values({ accommodationId: house, year, type: 'Regular', status: 'ACTIVE', workflow, validFrom: `${year}-01-01`, validTo: `${year}-12-31`, currency: 'EUR', commissionPercent: 20, includes: ['linen'], pricesConfirmedOn: `${year - 1}-11-20` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('contractSeasons')
        .values([
          { contractId: id, position: 0, name: 'low', startsOn: `${year}-01-01`, endsOn: `${year}-06-30`, nightCents: 10_000, weekCents: 63_000, minNights: 3 },
          { contractId: id, position: 1, name: 'high', startsOn: `${year}-07-01`, endsOn: `${year}-12-31`, nightCents: 20_000, weekCents: 126_000, minNights: 7 },
        ])
        .execute();
    }
    await db.insertInto('nightlyPrices').values([{ accommodationId: house, night: '2026-07-01', demandCents: 22_000 }, { accommodationId: house, night: '2026-08-01', demandCents: 23_000 }]).execute();
    await db.insertInto('propertyProfiles').values({ accommodationId: house, themes: ['beach'] }).execute();
    await db
      .insertInto('propertyDescriptions')
      .values([
        { accommodationId: house, language: 'en', type: 'summary', position: 0, value: 'A house.' },
        { accommodationId: house, language: 'de', type: 'summary', position: 0, value: 'Ein Haus.' },
      ])
      .execute();
    await db.insertInto('propertyAttributes').values([{ accommodationId: house, name: 'wifi', position: 1 }, { accommodationId: house, name: 'pool', position: 0 }]).execute();
    await db.insertInto('propertyDistances').values({ accommodationId: house, name: 'beach', metres: 300 }).execute();
    await db.insertInto('propertyPictures').values({ accommodationId: house, groupPosition: 0, position: 0, fileName: 'a.jpg', captions: jsonb({ en: 'Front' }) }).execute();
    const { id: comparable } = await db
      .insertInto('comparableHomes')
      .values({ country: 'HR', region: 'Region', place: 'Place', bedrooms: 1, pax: 2, currency: 'EUR', attributes: ['pool'], dynamicPricing: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('comparableHomeMonths')
      .values({ comparableHomeId: comparable, month: '2026-07-01', availableNights: 31, bookedNights: 20, revenueCents: 200_000, bookings: 3, leadDaysTotal: 90, reviewScoreTotal: 9, reviews: 2 })
      .execute();
    await addStay(db, house, { kind: 'Reservation', arrival: '2026-06-28', departure: '2026-07-03', revenueCents: 50_000, currency: 'EUR' });
    await addStay(db, house, { kind: 'Reservation', arrival: '2026-07-10', departure: '2026-07-12', canceled: true });
    await db.insertInto('reviews').values({ accommodationId: house, source: 'Provider', rating: 'Good', language: 'en', reviewerName: 'G', text: 'Fine.', createdAt: new Date('2026-07-05T10:00:00Z') }).execute();
  });
  afterAll(() => database.close());

  it('finds only the account’s own homes', async () => {
    expect((await listOwnHomes(database.db, owner)).map((home) => home.code)).toEqual(['HR9500.100.1']);
    expect(await findOwnHome(database.db, owner, 'HR9500.100.2')).toBeUndefined();
    expect(await findOwnHome(database.db, owner, 'HR9500.100.1')).toMatchObject({ id: house, name: 'Zora', region: 'Region' });
  });

  it('reads contracts newest first and the seasons touching a range', async () => {
    expect((await listContracts(database.db, [house, strangersHouse])).map((contract) => contract.year)).toEqual([2027, 2026]);
    expect(await listContracts(database.db, [])).toEqual([]);
    const seasons = await listSeasonsBetween(database.db, house, '2026-12-01', '2027-01-31');
    expect(seasons.map((season) => season.startsOn)).toEqual(['2026-07-01', '2027-01-01']);
  });

  it('records a renewal request', async () => {
    const contract = (await findContract(database.db, house, 2027, false))!;
    const now = new Date('2026-10-01T08:00:00Z');
    await recordRenewalRequest(database.db, contract.id, { status: 'PENDING', workflow: 'InProgress', mode: 'auto', priceChangePercent: -3, message: 'ok', accountId: owner, now });
    expect(await findContract(database.db, house, 2027)).toMatchObject({ status: 'PENDING', workflow: 'InProgress', renewalMode: 'auto', renewalPriceChangePercent: -3, renewalRequestedAt: now });
  });

  it('keeps the dynamic pricing choice with its history and the demand prices', async () => {
    expect(await findDynamicPricing(database.db, house)).toEqual({ enabled: false, minimumCents: null });
    await changeDynamicPricing(database.db, { accommodationId: house, accountId: owner, enabled: true, minimumCents: 9_000, now: new Date('2026-05-01T00:00:00Z') });
    await changeDynamicPricing(database.db, { accommodationId: house, accountId: owner, enabled: true, minimumCents: 9_500, now: new Date('2026-05-02T00:00:00Z') });
    expect(await findDynamicPricing(database.db, house)).toEqual({ enabled: true, minimumCents: 9_500 });
    expect(await homesWithDynamicPricing(database.db, [house, strangersHouse])).toEqual(new Set([house]));
    expect((await listDynamicPricingChanges(database.db, house)).map((change) => change.minimumCents)).toEqual([9_500, 9_000]);
    expect(await listDemandPrices(database.db, house, '2026-07-01', '2026-07-31')).toEqual(new Map([['2026-07-01', 22_000]]));
  });

  it('reads the profile in a language, falling back to English', async () => {
    expect(await loadProfileContent(database.db, house, 'de')).toEqual({
      themes: ['beach'],
      descriptions: [{ type: 'summary', value: 'Ein Haus.' }],
      attributes: [{ name: 'pool' }, { name: 'wifi' }],
      distances: [{ name: 'beach', metres: 300 }],
    });
    expect((await loadProfileContent(database.db, house, 'sv')).descriptions).toEqual([{ type: 'summary', value: 'A house.' }]);
    expect(await listAttributeNames(database.db, house)).toEqual(['pool', 'wifi']);
    expect(await listPictures(database.db, house)).toEqual([{ groupPosition: 0, fileName: 'a.jpg', captions: { en: 'Front' } }]);
  });

  it('selects comparable homes by location, currency and size, and the home’s calendar', async () => {
    const filter = { country: 'HR', region: 'Region', place: null, currency: 'EUR', bedroomsFrom: 0, bedroomsTo: 2 };
    expect(await countComparableHomes(database.db, filter)).toBe(1);
    expect(await countComparableHomes(database.db, { ...filter, currency: 'CHF' })).toBe(0);
    expect(await countComparableHomes(database.db, { ...filter, bedroomsFrom: 2 })).toBe(0);
    expect(await countComparableHomes(database.db, { ...filter, place: 'Elsewhere' })).toBe(0);
    expect(await listComparableHomes(database.db, filter)).toEqual([{ id: expect.any(Number), attributes: ['pool'], dynamicPricing: true }]);
    expect(await listComparableMonths(database.db, filter, '2026-04-01', '2026-10-01')).toEqual([
      expect.objectContaining({ month: '2026-07-01', availableNights: 31, bookedNights: 20, revenueCents: 200_000 }),
    ]);
    const stays = await listBenchmarkStays(database.db, house, '2026-07-01', '2026-08-01');
    expect(stays).toEqual([expect.objectContaining({ kind: 'Reservation', arrival: '2026-06-28', departure: '2026-07-03', revenueCents: 50_000 })]);
    expect((await listBenchmarkReviews(database.db, house, '2026-07-01', '2026-08-01')).map((review) => review.rating)).toEqual(['Good']);
    expect(await listBenchmarkReviews(database.db, house, '2026-08-01', '2026-09-01')).toEqual([]);
  });
});
