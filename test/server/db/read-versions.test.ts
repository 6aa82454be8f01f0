import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readVersions } from '../../../src/server/repositories/read-versions-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount, createHouse } from '../helpers/fixtures';

/**
 * Migration 0030's triggers: every insert, update and delete on a table the reservation lists
 * and the overview read from raises the version of each account it touched, and only theirs;
 * exchange rates (shared by all) and TRUNCATE raise the shared version.
 */
forEachDatabase('read versions', (open) => {
  let database: DatabaseHandle;
  let owner: number;
  let other: number;
  let house: number;

  beforeAll(async () => {
    database = await open('migrated');
    [owner, other] = await Promise.all([createAccount(database.db, 'RV-1'), createAccount(database.db, 'RV-2')]);
    house = await createHouse(database.db, owner, 'HR9600.100.1');
  });
  afterAll(() => database.close());

  /** Runs the write and answers which of [owner's, other's, shared] versions moved. */
  async function moved(write: () => Promise<unknown>): Promise<[boolean, boolean, boolean]> {
    const split = async (id: number) => (await readVersions(database.db, id)).split('.').map(Number) as [number, number];
    const [[shared, mine], [, theirs]] = await Promise.all([split(owner), split(other)]);
    await write();
    const [[sharedAfter, mineAfter], [, theirsAfter]] = await Promise.all([split(owner), split(other)]);
    return [mineAfter > mine, theirsAfter > theirs, sharedAfter > shared];
  }

  it('starts at zero and rises with each write of the account', async () => {
    const fresh = await createAccount(database.db, 'RV-3');
    expect(await readVersions(database.db, fresh)).toMatch(/^\d+\.0$/);
    const stay = () =>
      sql`INSERT INTO stays (account_id, accommodation_id, kind, period, traveller_name, pax, res_no)
          VALUES (${owner}, ${house}, 'Reservation', daterange('2026-08-01', '2026-08-08'), 'Guest', 2, ${`RV${Math.random()}`.slice(0, 12)})`.execute(database.db);
    expect(await moved(stay)).toEqual([true, false, false]);
    expect(await moved(() => sql`UPDATE stays SET traveller_name = 'Other guest' WHERE account_id = ${owner}`.execute(database.db))).toEqual([true, false, false]);
    expect(await moved(() => sql`UPDATE accommodations SET name = 'Renamed' WHERE id = ${house}`.execute(database.db))).toEqual([true, false, false]);
    expect(await moved(() => sql`DELETE FROM stays WHERE account_id = ${owner}`.execute(database.db))).toEqual([true, false, false]);
    const card = () => sql`INSERT INTO notifications (account_id, type) VALUES (${other}, 'feedback')`.execute(database.db);
    expect(await moved(card)).toEqual([false, true, false]);
  });

  it('raises both accounts when a row moves from one to the other, and nothing for a write that touched no row', async () => {
    expect(await moved(() => sql`UPDATE accommodations SET account_id = ${other} WHERE id = ${house}`.execute(database.db))).toEqual([true, true, false]);
    expect(await moved(() => sql`UPDATE accommodations SET name = 'None' WHERE id = -1`.execute(database.db))).toEqual([false, false, false]);
  });

  it('raises the shared version on exchange rates and on TRUNCATE', async () => {
    const rate = () => sql`INSERT INTO exchange_rates (currency, units_per_eur) VALUES ('RVX', 1.5) ON CONFLICT (currency) DO UPDATE SET units_per_eur = 2`.execute(database.db);
    expect((await moved(rate))[2]).toBe(true);
    expect((await moved(() => sql`TRUNCATE payouts CASCADE`.execute(database.db)))[2]).toBe(true);
  });
});
