import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOMMODATION_CODE } from '../../../src/domain/patterns';
import { isValidIban } from '../../../src/domain/iban';
import { seedDemoData, seedIfEmpty } from '../../../src/server/demo/seed';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';

const OLD_PORTAL = 'https://old-portal.example.com/';

/** Everything that must come out identical from two seeds: counts and ids, row by row. */
async function fingerprint(database: DatabaseHandle) {
  const db = database.db;
  return {
    accounts: await db.selectFrom('accounts').select(['id', 'userId', 'contactId', 'factorDeliveryMethod']).orderBy('id').execute(),
    contacts: await db.selectFrom('contacts').select(['id', 'accountId']).orderBy('id').execute(),
    accommodations: await db.selectFrom('accommodations').select(['id', 'code', 'accountId']).orderBy('id').execute(),
    stays: await sql<{ n: number; digest: string }>`
      SELECT count(*)::int AS n,
             md5(string_agg(concat_ws(':', id, accommodation_id, kind, period, canceled, res_no, traveller_name, changes), ',' ORDER BY id)) AS digest
      FROM stays`.execute(db),
    notifications: await db.selectFrom('notifications').select(['id', 'accountId', 'type']).orderBy('id').execute(),
    reviews: await sql<{ n: number; digest: string }>`
      SELECT count(*)::int AS n, md5(string_agg(concat_ws(':', id, stay_id, rating, language, text), ',' ORDER BY id)) AS digest
      FROM reviews`.execute(db),
  };
}

forEachDatabase('demo seed', (open) => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    // The seeded template was built by another process (the global setup): a second, independent seed.
    [first, second] = await Promise.all([open('seeded'), open('migrated')]);
    await seedDemoData(second.db, { oldPortalUrl: OLD_PORTAL });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('is deterministic: the same rows and ids twice', async () => {
    const [a, b] = [await fingerprint(first), await fingerprint(second)];
    expect(a.stays.rows[0]!.n).toBeGreaterThan(3000);
    expect(a).toEqual(b);
  });

  it('creates the six demo accounts with their houses', async () => {
    const houses = await first.db
      .selectFrom('accounts')
      .leftJoin('accommodations', 'accommodations.accountId', 'accounts.id')
      .select(['accounts.userId', (eb) => eb.fn.count<number>('accommodations.id').as('houses')])
      .groupBy('accounts.userId')
      .orderBy('accounts.userId')
      .execute();
    expect(houses.map((row) => [row.userId, Number(row.houses)])).toEqual([
      ['100001', 3],
      ['100002', 24],
      ['100003', 2],
      ['100004', 1],
      ['100005', 1],
      ['100006', 3],
    ]);
    const countries = await first.db
      .selectFrom('accommodations')
      .innerJoin('accounts', 'accounts.id', 'accommodations.accountId')
      .select('accommodations.country')
      .distinct()
      .where('accounts.userId', '=', '100002')
      .execute();
    expect(countries).toHaveLength(4);
  });

  it('uses valid accommodation codes and IBANs', async () => {
    const codes = await first.db.selectFrom('accommodations').select('code').execute();
    expect(codes.filter(({ code }) => !ACCOMMODATION_CODE.test(code))).toEqual([]);
    const ibans = await first.db.selectFrom('accounts').select('iban').where('iban', 'is not', null).execute();
    expect(ibans.filter(({ iban }) => !isValidIban(iban!))).toEqual([]);
  });

  it('covers every notification type, canceled and changed reservations and all calendar kinds', async () => {
    const types = (await first.db.selectFrom('notifications').select('type').distinct().execute()).map((row) => row.type).sort();
    expect(types).toEqual(['contract', 'feature', 'feedback', 'iban', 'legal', 'referral', 'renewal', 'reservation']);
    const kinds = (await first.db.selectFrom('stays').select('kind').distinct().execute()).map((row) => row.kind).sort();
    expect(kinds).toEqual(['Blocked', 'ExternalBooking', 'HouseClosing', 'MyRent', 'OwnerBooking', 'Reservation']);
    const special = await sql<{ canceled: number; changed: number; years: number }>`
      SELECT count(*) FILTER (WHERE canceled)::int AS canceled,
             count(*) FILTER (WHERE jsonb_array_length(changes) > 0)::int AS changed,
             count(DISTINCT extract(year FROM lower(period)))::int AS years
      FROM stays`.execute(first.db);
    expect(special.rows[0]!.canceled).toBeGreaterThan(50);
    expect(special.rows[0]!.changed).toBeGreaterThan(50);
    expect(special.rows[0]!.years).toBe(4);
  });

  it('runs only on an empty database', async () => {
    expect(await seedIfEmpty(first.db, { oldPortalUrl: OLD_PORTAL })).toBeNull();
    const accounts = await first.db.selectFrom('accounts').select('id').execute();
    expect(accounts).toHaveLength(6);
  });
});
