import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, sessionFor } from '../helpers/fixtures';
import { lastOutboxId, messagesAfter } from '../helpers/outbox';
import { stepUp } from '../helpers/step-up';
import { buildTestApp, latestCode, post, signIn, TestClock, type TestApp } from '../helpers/test-app';

/**
 * Issue 21, points 3 and 8: every code the portal sends (login, step-up, phone, secondary e-mail,
 * payment changes) counts in one per-account budget of messages per hour, and every code guess in
 * one per-account count of wrong codes (second_factor_failures).
 */
let database: DatabaseHandle;
let test: TestApp;

const CODES_PER_HOUR = 6;

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(Date.UTC(2026, 10, 20, 9)), env: { CODES_PER_ACCOUNT_PER_HOUR: String(CODES_PER_HOUR) } });
  await database.db.updateTable('accounts').set({ requireNewPassword: false }).where('userId', '=', '100005').execute();
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function failuresOf(userId: string): Promise<number> {
  const accountId = await accountIdOf(database.db, userId);
  const row = await database.db.selectFrom('secondFactorFailures').select('failures').where('accountId', '=', accountId).executeTakeFirst();
  return row?.failures ?? 0;
}

describe('wrong step-up codes', () => {
  it('count per account across new step-up codes: delays after 10, and the right code clears them', async () => {
    const cookies = await sessionFor(test, '100001');
    const statuses: number[] = [];
    // Four new codes with three wrong guesses each: before this bound, 12 guesses and no delay.
    for (let round = 0; round < 4; round++) {
      expect((await post(test.app, '/api/step-up', undefined, { cookies })).statusCode).toBe(200);
      const code = await latestCode(database, 'ana.horvat@example.com');
      for (let guess = 0; guess < 3; guess++) statuses.push((await post(test.app, '/api/step-up/verify', { code: wrongCodeFor(code) }, { cookies })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).not.toContain(400);
    expect(await failuresOf('100001')).toBeGreaterThanOrEqual(10);

    test.clock.advance(15 * 60_000);
    await stepUp(test, cookies);
    expect(await failuresOf('100001')).toBe(0);
  });

  it('share the count with phone and payment-change codes', async () => {
    test.clock.advance(61 * 60_000); // a new hour of code messages
    const cookies = await sessionFor(test, '100001');
    await stepUp(test, cookies);
    await post(test.app, '/api/profile/phone', { mobileNumber: '+44 7700 900321' }, { cookies });
    const phoneCode = await latestCode(database, '+44 7700 900321');
    await post(test.app, '/api/profile/phone/verify', { code: wrongCodeFor(phoneCode) }, { cookies });
    const started = await post(test.app, '/api/payments/schedule', { schedule: 'Quarterly' }, { cookies });
    expect(started.statusCode, started.body).toBe(200);
    const changeCode = await latestCode(database, 'ana.horvat@example.com');
    await post(test.app, `/api/payments/schedule/${started.json().changeId}/verify`, { code: wrongCodeFor(changeCode) }, { cookies });
    expect(await failuresOf('100001')).toBe(2);
  });
});

describe('code messages per account and hour', () => {
  it('count logins, step-ups, phone, secondary e-mail and payment changes together', async () => {
    // The login's code is the first message of the hour.
    const cookies = await signIn(test, '100006');
    const before = await lastOutboxId(database);
    const sends: Array<[string, unknown]> = [
      ['/api/step-up', undefined],
      ['/api/payments/schedule', { schedule: 'Quarterly' }],
      ['/api/payments/bank-details', { iban: 'DE89370400440532013000', accountHolder: 'Alpenblick AG' }],
      ['/api/profile/secondary-email', { email: 'copies@alpenblick.example.com' }],
    ];
    for (const [url, body] of sends) {
      const response = await post(test.app, url, body, { cookies });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    }
    // The step-up's code was the second message; the phone change needs the session fresh.
    await post(test.app, '/api/step-up/verify', { code: (await messagesAfter(database, before))[0]!.code }, { cookies });
    expect((await post(test.app, '/api/profile/phone', { mobileNumber: '+41 79 000 1111' }, { cookies })).statusCode).toBe(202);

    // Six messages this hour: the next code of any kind waits for the next hour.
    expect((await post(test.app, '/api/step-up', undefined, { cookies })).statusCode).toBe(429);
    expect((await post(test.app, '/api/profile/phone', { mobileNumber: '+41 79 000 2222' }, { cookies })).statusCode).toBe(429);
    expect((await post(test.app, '/api/profile/secondary-email', { email: 'other@alpenblick.example.com' }, { cookies })).statusCode).toBe(429);
    expect((await post(test.app, '/api/payments/schedule', { schedule: 'HalfYear' }, { cookies })).statusCode).toBe(429);
  });

  it('hold phone and e-mail changes per account, whatever address they come from', async () => {
    const cookies = await sessionFor(test, '100005');
    await stepUp(test, cookies); // 1
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) {
      const remoteAddress = `198.51.100.${index + 1}`;
      statuses.push((await post(test.app, '/api/profile/phone', { mobileNumber: `+31 6 5555 000${index}` }, { cookies, remoteAddress })).statusCode);
      statuses.push((await post(test.app, '/api/profile/secondary-email', { email: `stranger${index}@example.net` }, { cookies, remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, CODES_PER_HOUR - 1)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(CODES_PER_HOUR - 1)).toEqual([429, 429, 429]);
  });
});
