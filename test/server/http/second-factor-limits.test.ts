import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf } from '../helpers/fixtures';
import { buildTestApp, DEMO_PASSWORD, latestCode, post, startLogin, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(Date.UTC(2026, 10, 20, 9)), env: { CODES_PER_ACCOUNT_PER_HOUR: '10' } });
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

/** A code that is not the attempt's current one. */
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('wrong second-factor codes', () => {
  it('count per account across logins (a correct password does not clear them); delays start after 10', async () => {
    const statuses: number[] = [];
    // Four logins with three wrong codes each: before this bound, 12 guesses without any delay.
    for (let login = 0; login < 4; login++) {
      const { token } = await startLogin(test.app, '100002');
      const code = await latestCode(database);
      for (let guess = 0; guess < 3; guess++) statuses.push((await post(test.app, '/api/login/verify', { token, code: wrongCodeFor(code) })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);

    // Even the right code waits; after the delay it works and clears the count.
    const { token } = await startLogin(test.app, '100002');
    const code = await latestCode(database);
    const delayed = await post(test.app, '/api/login/verify', { token, code });
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toEqual({ code: 'too_many_requests', retryAfter: 1 });
    expect(delayed.headers['retry-after']).toBe('1');
    test.clock.advance(1_000);
    expect((await post(test.app, '/api/login/verify', { token, code })).statusCode).toBe(200);
    const { rows } = await sql`SELECT failures FROM second_factor_failures WHERE account_id = ${await accountIdOf(database.db, '100002')}`.execute(database.db);
    expect(rows.length === 0 || (rows[0] as { failures: number }).failures === 0).toBe(true);
  });

  it('stop for good at 50: no code is checked or sent any more, the right one neither', async () => {
    const accountId = await accountIdOf(database.db, '100006');
    const { token } = await startLogin(test.app, '100006');
    const code = await latestCode(database);
    await sql`INSERT INTO second_factor_failures (account_id, failures, last_failure_at) VALUES (${accountId}, 50, ${new Date(0)})`.execute(database.db);
    const refused = await post(test.app, '/api/login/verify', { token, code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'second_factor_locked' });
    test.clock.advance(30 * 24 * 60 * 60_000);
    const again = await post(test.app, '/api/login', { userID: '100006', password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ code: 'second_factor_locked' });
  });
});

describe('code messages per account', () => {
  it('are capped per hour, logins and resends together (no flooding an owner)', async () => {
    const { token } = await startLogin(test.app, '100001');
    for (let resend = 0; resend < 5; resend++) expect((await post(test.app, '/api/login/resend', { token })).statusCode).toBe(200);
    const second = await startLogin(test.app, '100001');
    for (let resend = 0; resend < 3; resend++) expect((await post(test.app, '/api/login/resend', { token: second.token })).statusCode).toBe(200);
    // That was the tenth message of the hour.
    const resend = await post(test.app, '/api/login/resend', { token: second.token });
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(3500);
    const login = await post(test.app, '/api/login', { userID: '100001', password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(429);
    test.clock.advance(60 * 60_000);
    expect((await post(test.app, '/api/login', { userID: '100001', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});
