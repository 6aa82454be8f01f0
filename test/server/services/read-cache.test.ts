import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries, QueryCounter } from '../../../src/server/db/query-counter';
import { ReadCache } from '../../../src/server/services/read-cache';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { createAccount } from '../helpers/fixtures';

let database: DatabaseHandle;
let owner: number;
let other: number;

beforeAll(async () => {
  database = await freshPglite('migrated');
  [owner, other] = await Promise.all([createAccount(database.db, 'RC-1'), createAccount(database.db, 'RC-2')]);
});
afterAll(() => database.close());

/** A compute that counts its calls and answers who it was asked for. */
function computing(answer: unknown) {
  const calls = { n: 0 };
  return { calls, compute: async () => ((calls.n += 1), answer) };
}

it('keeps accounts apart: the same query of another account is computed for it', async () => {
  const cache = new ReadCache(database.db);
  const mine = computing({ who: 'owner' });
  const theirs = computing({ who: 'other' });
  expect(JSON.parse((await cache.read(owner, 'q', mine.compute)).body)).toEqual({ who: 'owner' });
  expect(JSON.parse((await cache.read(other, 'q', theirs.compute)).body)).toEqual({ who: 'other' });
  expect(JSON.parse((await cache.read(owner, 'q', mine.compute)).body)).toEqual({ who: 'owner' });
  expect([mine.calls.n, theirs.calls.n]).toEqual([1, 1]);
});

it("recomputes once the account's version moves, not when another account's does", async () => {
  const cache = new ReadCache(database.db);
  const read = computing([1]);
  await cache.read(owner, 'list', read.compute);
  await sql`INSERT INTO notifications (account_id, type) VALUES (${other}, 'feedback')`.execute(database.db);
  await cache.read(owner, 'list', read.compute);
  expect(read.calls.n).toBe(1);
  await sql`INSERT INTO notifications (account_id, type) VALUES (${owner}, 'feedback')`.execute(database.db);
  await cache.read(owner, 'list', read.compute);
  expect(read.calls.n).toBe(2);
});

it('never caches a failure', async () => {
  const cache = new ReadCache(database.db);
  await expect(cache.read(owner, 'failing', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  const read = computing('fine');
  expect((await cache.read(owner, 'failing', read.compute)).body).toBe('"fine"');
});

it('forgets the least recently used answers beyond its byte budget', async () => {
  const big = 'x'.repeat(1000);
  const cache = new ReadCache(database.db, { maxBytes: 5_000 });
  const first = computing(big);
  const second = computing(big);
  await cache.read(owner, 'first', first.compute);
  await cache.read(owner, 'second', second.compute);
  await cache.read(owner, 'third', computing(big).compute);
  // Three answers of ~2 kB each do not fit into 5 kB: the oldest went.
  await cache.read(owner, 'second', second.compute);
  await cache.read(owner, 'first', first.compute);
  expect([first.calls.n, second.calls.n]).toEqual([2, 1]);
});

describe('on PGlite, with the write count', () => {
  /** Runs `read` and answers how many statements it sent. */
  async function statementsOf(read: () => Promise<unknown>): Promise<number> {
    const tally = { queries: 0 };
    await new Promise<void>((resolve, reject) => countQueries(tally, () => void read().then(() => resolve(), reject)));
    return tally.queries;
  }
  const counted = () => new ReadCache(database.db.withPlugin(new QueryCounter()), { writes: database.writes! });

  it('answers a repeated read without any statement while nothing was written', async () => {
    const cache = counted();
    const read = computing({ rows: 3 });
    expect(await statementsOf(() => cache.read(owner, 'quiet', read.compute))).toBe(1);
    expect(await statementsOf(() => cache.read(owner, 'quiet', read.compute))).toBe(0);
    expect(await statementsOf(() => cache.read(owner, 'quiet', read.compute))).toBe(0);
    expect(read.calls.n).toBe(1);
  });

  it("looks the versions up again after any write, and recomputes only when the account's moved", async () => {
    const cache = counted();
    const read = computing([1]);
    await cache.read(owner, 'list', read.compute);
    await sql`INSERT INTO notifications (account_id, type) VALUES (${other}, 'feedback')`.execute(database.db);
    expect(await statementsOf(() => cache.read(owner, 'list', read.compute))).toBe(1);
    expect(read.calls.n).toBe(1);
    await database.db.insertInto('notifications').values({ accountId: owner, type: 'feedback' }).execute();
    await cache.read(owner, 'list', read.compute);
    expect(read.calls.n).toBe(2);
  });

  it('shows a write whose transaction was still open when the read began', async () => {
    const cache = counted();
    const read = computing('v');
    await cache.read(owner, 'open', read.compute);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const sent = new Promise<void>((resolve) => (written = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO notifications (account_id, type) VALUES (${owner}, 'feedback')`.execute(trx);
      written();
      await held;
    });
    await sent;
    const reading = cache.read(owner, 'open', read.compute);
    commit();
    await transaction;
    await reading;
    expect(read.calls.n).toBe(2);
  });
});
