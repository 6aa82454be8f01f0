import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Benchmark } from '../../../src/contract/benchmark';
import { ContractDetail, ContractPricesHome, ContractPricesOverview, DynamicPricing } from '../../../src/contract/contract-prices';
import { NotificationList } from '../../../src/contract/inbox';
import { Opportunities } from '../../../src/contract/opportunities';
import { PictureGroups, PropertyProfileResponse } from '../../../src/contract/property-profile';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { addStay, createAccount, createHouse, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, type TestApp, TestClock } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let owner: Record<string, string>;
let agency: Record<string, string>;
let keyholder: Record<string, string>;
let tester: Record<string, string>;

const PERMISSIONS = ['ViewContractPrices', 'ViewBenchmark', 'ViewOpportunities'];
const HOME = 'PT1000.001.1';
const KEYS = 'PT1000.001.2';

/** Comparable homes of the hand-computed case (July 2025 only). */
async function comparable(home: { place: string; bedrooms: number; dynamicPricing: boolean; attributes: string[] }, july: Record<string, number>): Promise<void> {
  const { id } = await database.db
    .insertInto('comparableHomes')
    .values({ country: 'PT', region: 'Region', currency: 'EUR', pax: 4, ...home })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('comparableHomeMonths')
    .values({ comparableHomeId: id, month: '2025-07-01', availableNights: 31, bookedNights: 0, revenueCents: 0, bookings: 0, leadDaysTotal: 0, reviewScoreTotal: 0, reviews: 0, ...july })
    .execute();
}

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  const accountId = await createAccount(database.db, 'PROP01', { permissions: PERMISSIONS });
  const home = await createHouse(database.db, accountId, HOME, { name: 'Casa Teste' });
  await createHouse(database.db, accountId, KEYS, { name: 'Casa Chave', relation: 'keyholder' });
  await database.db.updateTable('accommodations').set({ bedrooms: 1 }).where('code', 'in', [HOME, KEYS]).execute();
  // July 2025: 7 nights for 140 000 booked 60 days ahead; 4 of 7 nights for 70 000 booked 10 days ahead; the owner's 5 nights.
  await addStay(database.db, home, { kind: 'Reservation', arrival: '2025-07-05', departure: '2025-07-12', revenueCents: 140_000, currency: 'EUR', bookedAt: new Date('2025-05-06T10:00:00Z') });
  await addStay(database.db, home, { kind: 'Reservation', arrival: '2025-07-28', departure: '2025-08-04', revenueCents: 70_000, currency: 'EUR', bookedAt: new Date('2025-07-18T10:00:00Z') });
  await addStay(database.db, home, { kind: 'OwnerBooking', arrival: '2025-07-15', departure: '2025-07-20' });
  // Two weeks blocked in the coming high season.
  await addStay(database.db, home, { kind: 'Blocked', arrival: '2026-08-01', departure: '2026-08-15' });
  for (const [rating, day] of [['Great', '2025-07-20'], ['Good', '2025-07-25']] as const) {
    await database.db
      .insertInto('reviews')
      .values({ accommodationId: home, source: 'Provider', rating, language: 'en', reviewerName: 'Guest', text: 'Fine.', createdAt: new Date(`${day}T12:00:00Z`) })
      .execute();
  }
  await comparable({ place: 'Place', bedrooms: 1, dynamicPricing: true, attributes: ['pool'] }, { bookedNights: 20, revenueCents: 300_000, bookings: 3, leadDaysTotal: 150, reviewScoreTotal: 9, reviews: 2 });
  await comparable({ place: 'Place', bedrooms: 2, dynamicPricing: false, attributes: ['pool'] }, { bookedNights: 31, revenueCents: 400_000, bookings: 4, leadDaysTotal: 120, reviewScoreTotal: 5, reviews: 1 });
  // Too large to compare (4 bedrooms), and a home elsewhere in the region with no guests.
  await comparable({ place: 'Place', bedrooms: 4, dynamicPricing: true, attributes: ['pool'] }, { bookedNights: 31, revenueCents: 9_000_000, bookings: 9, leadDaysTotal: 900 });
  await comparable({ place: 'Other', bedrooms: 1, dynamicPricing: false, attributes: [] }, {});
  [owner, agency, keyholder, tester] = await Promise.all([
    sessionFor(test, '100001'),
    sessionFor(test, '100002'),
    sessionFor(test, '100003'),
    sessionFor(test, 'PROP01'),
  ]);
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const get = (url: string, cookies = owner, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, cookies, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, cookies = owner) => test.app.inject({ method, url, cookies, payload: payload as object });

const ENDPOINTS = [
  ['GET', '/api/accommodations/profile/pictures?accommodation=HR2731.100.1'],
  ['GET', '/api/accommodations/profile/HR2731.100.1/de'],
  ['GET', '/api/contract-prices'],
  ['GET', '/api/contract-prices/HR2731.100.1'],
  ['GET', '/api/contract-prices/HR2731.100.1/2026'],
  ['POST', '/api/contract-prices/DK1234.001.1/2027/renewal'],
  ['GET', '/api/dynamic-pricing/HR2731.100.1'],
  ['PUT', '/api/dynamic-pricing/HR2731.100.1'],
  ['GET', '/api/benchmark/HR2731.100.1?level=region'],
  ['GET', '/api/opportunities'],
] as const;

describe('guards', () => {
  it.each(ENDPOINTS)('%s %s answers 401 without a session', async (method, url) => {
    expect((await test.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
  });

  it.each(ENDPOINTS.slice(2))('%s %s answers 403 without the permission', async (method, url) => {
    const response = await test.app.inject({ method, url, payload: {}, cookies: keyholder });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden' });
  });

  it.each([
    ['GET', '/api/accommodations/profile/pictures?accommodation=HR2731.100.1'],
    ['GET', '/api/accommodations/profile/HR2731.100.1/en'],
    ['GET', '/api/contract-prices/HR2731.100.1'],
    ['GET', '/api/contract-prices/HR2731.100.1/2026'],
    ['POST', '/api/contract-prices/DK1234.001.1/2027/renewal'],
    ['GET', '/api/dynamic-pricing/HR2731.100.1'],
    ['PUT', '/api/dynamic-pricing/HR2731.100.1'],
    ['GET', '/api/benchmark/HR2731.100.1'],
  ] as const)("%s %s answers 404 for another owner's home", async (method, url) => {
    const payload = method === 'POST' ? { mode: 'auto' } : { enabled: true, minimumCents: null, confirmed: true };
    const response = await test.app.inject({ method, url, payload, cookies: agency });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found' });
  });

  it.each([
    ['GET', '/api/accommodations/profile/pictures', 'accommodation'],
    ['GET', '/api/accommodations/profile/pictures?accommodation=villa', 'accommodation'],
    ['GET', '/api/accommodations/profile/HR2731.100.1/xx', 'language'],
    ['GET', '/api/accommodations/profile/not-a-code/en', 'id'],
    ['GET', '/api/contract-prices/HR2731.100.1/20x6', 'year'],
    ['GET', '/api/contract-prices/HR2731.100.1/1999', 'year'],
    ['GET', '/api/benchmark/HR2731.100.1?level=city', 'level'],
    ['GET', '/api/benchmark/HR2731.100.1?year=twenty', 'year'],
  ] as const)('%s %s answers 400 naming %s', async (method, url, field) => {
    const response = await test.app.inject({ method, url, cookies: owner });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', fieldErrors: { [field]: expect.any(Array) } });
  });
});

describe('property profile', () => {
  it('groups the pictures with captions in the request language, never cached', async () => {
    const response = await get('/api/accommodations/profile/pictures?accommodation=HR2731.100.1', owner, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const groups = PictureGroups.parse(response.json());
    expect(groups.length).toBe(2);
    expect(groups[0]!.mediaItem[0]).toEqual({ fileName: 'demo/HR2731.100.1/0-0-exterior.svg', caption: [{ content: 'Das Haus von außen' }] });
    const english = PictureGroups.parse((await get('/api/accommodations/profile/pictures?accommodation=HR2731.100.1', owner, { 'accept-language': 'xx' })).json());
    expect(english[0]!.mediaItem[0]!.caption).toEqual([{ content: 'The house from outside' }]);
  });

  it('answers the profile in a content language with the home’s facts', async () => {
    const { accommodation } = PropertyProfileResponse.parse((await get('/api/accommodations/profile/HR2731.100.1/fr')).json());
    expect(accommodation.name).toBe('Villa Lavanda');
    expect(accommodation.descriptions.description.map((description) => description.type)).toEqual(['summary', 'house', 'area']);
    expect(accommodation.descriptions.description[0]!.value).toContain('maison de vacances');
    expect(accommodation).toMatchObject({ pax: 8, rooms: { number: 5 }, bedRooms: { number: 4 }, bathRooms: { number: 2 } });
    expect(accommodation.distances.distance.length).toBeGreaterThan(0);
    expect(accommodation.media.mediaItem.length).toBeGreaterThan(5);
  });

  it('serves the demo pictures and nothing else under /media', async () => {
    const picture = await get('/media/demo/HR2731.100.1/0-0-exterior.svg');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/media/demo/../../etc/passwd')).statusCode).toBe(404);
  });
});

describe('contract prices', () => {
  it('lists every home with its contracts, newest first', async () => {
    const { accommodations } = ContractPricesOverview.parse((await get('/api/contract-prices')).json());
    expect(accommodations.map((home) => home.code).sort()).toEqual(['DK1234.001.1', 'HR2731.100.1', 'IT5521.610.2']);
    const expiring = accommodations.find((home) => home.code === 'DK1234.001.1')!;
    expect(expiring.contracts[0]).toMatchObject({ year: 2027, status: 'NEW', workflow: 'NeedsRenewal', renewalOpen: true });
    expect(expiring.contracts[1]).toMatchObject({ year: 2026, status: 'EXPIRING', workflow: 'Expiring', renewalOpen: false });
    const one = ContractPricesHome.parse((await get('/api/contract-prices/HR2731.100.1')).json());
    expect(one.contracts.map((contract) => contract.year)).toEqual([2027, 2026, 2025, 2024]);
  });

  it('shows a year’s price list and documentation; a year without a contract is 404', async () => {
    const detail = ContractDetail.parse((await get('/api/contract-prices/HR2731.100.1/2026')).json());
    expect(detail.seasons.map((season) => season.name)).toEqual(['low', 'mid', 'high', 'peak', 'mid', 'low']);
    expect(detail.seasons[2]).toMatchObject({ startsOn: '2026-07-01', endsOn: '2026-07-31', minNights: 7 });
    expect(detail.seasons[2]!.nightCents).toBeGreaterThan(detail.seasons[0]!.nightCents);
    expect(detail.seasons[2]!.weekCents).toBeLessThan(detail.seasons[2]!.nightCents * 7);
    expect(detail.documentation.commissionPercent).toBeGreaterThan(0);
    expect(detail.renewal).toBeNull();
    expect((await get('/api/contract-prices/HR2731.100.1/2019')).statusCode).toBe(404);
  });

  it('takes a renewal request once, records it and handles the inbox cards', async () => {
    const bad = await send('POST', '/api/contract-prices/DK1234.001.1/2027/renewal', { mode: 'sometimes', priceChangePercent: 50 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ mode: expect.any(Array), priceChangePercent: expect.any(Array) });
    const response = await send('POST', '/api/contract-prices/DK1234.001.1/2027/renewal', { mode: 'manual', priceChangePercent: 5, message: ' Please call me. ' });
    expect(response.statusCode).toBe(200);
    const detail = ContractDetail.parse(response.json());
    expect(detail.contract).toMatchObject({ status: 'PENDING', workflow: 'InProgress', renewalOpen: false });
    expect(detail.renewal).toMatchObject({ mode: 'manual', priceChangePercent: 5, message: 'Please call me.', requestedAt: new Date(SUMMER_MORNING).toISOString() });
    const cards = NotificationList.parse((await get('/api/inbox/notifications')).json()).content;
    const handled = cards.filter((card) => (card.type === 'renewal' || card.type === 'contract') && JSON.stringify(card).includes('DK1234.001.1'));
    expect(handled.length).toBeGreaterThan(0);
    for (const card of handled) expect(card.isRead).toBe(true);
    const again = await send('POST', '/api/contract-prices/DK1234.001.1/2027/renewal', { mode: 'auto' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'renewal_not_open' });
    expect((await send('POST', '/api/contract-prices/HR2731.100.1/2026/renewal', { mode: 'auto' })).statusCode).toBe(409);
  });

  it('moves the contract on when the renewal is answered from the inbox card too', async () => {
    const { accommodations } = ContractPricesOverview.parse((await get('/api/contract-prices', agency)).json());
    const expiring = accommodations.find((home) => home.contracts.some((contract) => contract.renewalOpen))!;
    const response = await send('POST', `/api/contracts/${expiring.code}/renewal`, { mode: 'auto' }, agency);
    expect(response.statusCode).toBe(200);
    const detail = ContractDetail.parse((await get(`/api/contract-prices/${expiring.code}/2027`, agency)).json());
    expect(detail.contract).toMatchObject({ status: 'PENDING', workflow: 'InProgress', renewalOpen: false });
    expect(detail.renewal).toMatchObject({ mode: 'auto', priceChangePercent: 0, message: '' });
  });

  it('refuses changes on a home the account only holds the keys of', async () => {
    expect((await send('POST', `/api/contract-prices/${KEYS}/2027/renewal`, { mode: 'auto' }, tester)).statusCode).toBe(403);
    expect((await send('PUT', `/api/dynamic-pricing/${KEYS}`, { enabled: true, minimumCents: null, confirmed: true }, tester)).statusCode).toBe(403);
  });
});

describe('dynamic pricing', () => {
  it('prices the coming nights next to the contract price', async () => {
    const pricing = DynamicPricing.parse((await get('/api/dynamic-pricing/IT5521.610.2')).json());
    expect(pricing.nights.length).toBe(120);
    expect(pricing.nights[0]!.date).toBe('2026-07-10');
    for (const night of pricing.nights) {
      if (!pricing.enabled) expect(night.priceCents).toBe(night.contractCents);
      else expect(night.priceCents).toBeGreaterThanOrEqual(pricing.minimumCents ?? 0);
    }
  });

  it('changes only when confirmed and valid, and records each change', async () => {
    const before = DynamicPricing.parse((await get('/api/dynamic-pricing/HR2731.100.1')).json());
    const unconfirmed = await send('PUT', '/api/dynamic-pricing/HR2731.100.1', { enabled: true, minimumCents: 15_000, confirmed: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fieldErrors).toHaveProperty('confirmed');
    const tooLow = await send('PUT', '/api/dynamic-pricing/HR2731.100.1', { enabled: true, minimumCents: 5, confirmed: true });
    expect(tooLow.json().fieldErrors).toHaveProperty('minimumCents');
    expect(DynamicPricing.parse((await get('/api/dynamic-pricing/HR2731.100.1')).json())).toEqual(before);

    const changed = DynamicPricing.parse((await send('PUT', '/api/dynamic-pricing/HR2731.100.1', { enabled: true, minimumCents: 25_000, confirmed: true })).json());
    expect(changed).toMatchObject({ enabled: true, minimumCents: 25_000 });
    expect(changed.changes[0]).toEqual({ changedAt: new Date(SUMMER_MORNING).toISOString(), enabled: true, minimumCents: 25_000 });
    expect(changed.changes.length).toBe(before.changes.length + 1);
    for (const night of changed.nights) if (night.priceCents !== null) expect(night.priceCents).toBeGreaterThanOrEqual(25_000);
  });
});

describe('benchmark', () => {
  it('computes July 2025 from the stored calendar, reviews and comparable homes (hand-computed)', async () => {
    const response = await get(`/api/benchmark/${HOME}?level=place&year=2025`, tester);
    expect(response.statusCode).toBe(200);
    const benchmark = Benchmark.parse(response.json());
    expect(benchmark).toMatchObject({ level: 'place', location: 'Place', year: 2025, currency: 'EUR', comparableHomes: 2 });
    const july = benchmark.months.find((month) => month.month === '2025-07')!;
    // Home: 26 nights available (31 − 5 own), 11 let (7 + 4), 140 000 + 4/7 × 70 000 = 180 000; leads 60 and 10; reviews 5 and 4.
    expect(july.home).toEqual({ occupancy: 0.4231, averageNightlyPrice: 16_364, revenuePerAvailableNight: 6_923, reviewScore: 4.5, leadTime: 35 });
    // Market at the place (1–2 bedrooms): 62 nights, 51 let, 700 000, 7 bookings over 270 days, 3 reviews scoring 14.
    expect(july.market).toEqual({ occupancy: 0.8226, averageNightlyPrice: 13_725, revenuePerAvailableNight: 11_290, reviewScore: 4.67, leadTime: 38.6 });
    expect(benchmark.reading.find((item) => item.metric === 'occupancy')).toMatchObject({ month: '2025-07', direction: 'below' });
    expect(benchmark.locations).toEqual([
      { level: 'country', location: 'PT', comparableHomes: 3 },
      { level: 'region', location: 'Region', comparableHomes: 3 },
      { level: 'place', location: 'Place', comparableHomes: 2 },
    ]);
    const region = Benchmark.parse((await get(`/api/benchmark/${HOME}?level=region&year=2025`, tester)).json());
    expect(region.months.find((month) => month.month === '2025-07')!.market.occupancy).toBe(0.5484);
  });

  it('defaults to the region and the running season', async () => {
    const benchmark = Benchmark.parse((await get('/api/benchmark/HR2731.100.1')).json());
    expect(benchmark).toMatchObject({ level: 'region', location: 'Istria', year: 2026 });
    expect(benchmark.months.map((month) => month.month)).toEqual(['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    expect(benchmark.comparableHomes).toBeGreaterThan(0);
  });
});

describe('opportunities', () => {
  it('derives the suggestions of the hand-computed case, largest revenue first', async () => {
    const { seasonYear, content } = Opportunities.parse((await get('/api/opportunities', tester)).json());
    expect(seasonYear).toBe(2025);
    const own = content.filter((opportunity) => opportunity.accommodation.code === HOME);
    expect(own).toEqual([
      // Comparable homes with dynamic pricing earn 9 677 per available night, the others 6 452: 3 225 × 209 nights.
      { kind: 'dynamicPricingOff', accommodation: { code: HOME, name: 'Casa Teste' }, effect: { kind: 'revenue', amountCents: 674_025, currency: 'EUR' }, link: `/contract-prices/${HOME}`, params: { share: 50 } },
      // 14 nights blocked in August 2026 at the region's 7 527 per available night.
      { kind: 'blockedHighSeason', accommodation: { code: HOME, name: 'Casa Teste' }, effect: { kind: 'revenue', amountCents: 105_378, currency: 'EUR' }, link: `/bookings/calendar/${HOME}`, params: { nights: 14 } },
      { kind: 'missingAttribute', accommodation: { code: HOME, name: 'Casa Teste' }, effect: { kind: 'occupancy', points: 82 }, link: '/contact-us', params: { attribute: 'pool', share: 67 } },
    ]);
  });

  it('lists only the account’s own homes', async () => {
    const { content } = Opportunities.parse((await get('/api/opportunities')).json());
    for (const opportunity of content) expect(['DK1234.001.1', 'HR2731.100.1', 'IT5521.610.2']).toContain(opportunity.accommodation.code);
  });
});
