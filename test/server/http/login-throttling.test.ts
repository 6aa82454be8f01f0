import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { DEMO_PASSWORD, TestClock, buildTestApp, post, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(Date.UTC(2026, 10, 20, 9)) });
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

async function failTimes(userID: string, times: number): Promise<void> {
  for (let index = 0; index < times; index++) {
    expect((await post(test.app, '/api/login', { userID, password: 'wrong-password' })).statusCode).toBe(401);
  }
}

describe('per-account delays after repeated failures', () => {
  it('start after five failures, grow, carry Retry-After and expire on their own', async () => {
    await failTimes('100003', 5);
    const delayed = await post(test.app, '/api/login', { userID: '100003', password: DEMO_PASSWORD });
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toEqual({ code: 'too_many_requests', retryAfter: 1 });
    expect(delayed.headers['retry-after']).toBe('1');

    test.clock.advance(1_000);
    await failTimes('100003', 1);
    const longer = await post(test.app, '/api/login', { userID: '100003', password: DEMO_PASSWORD });
    expect(longer.json()).toEqual({ code: 'too_many_requests', retryAfter: 2 });

    test.clock.advance(2_000);
    expect((await post(test.app, '/api/login', { userID: '100003', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('treat unknown user ids the same way, so delays reveal no accounts', async () => {
    await failTimes('424242', 5);
    const unknown = await post(test.app, '/api/login', { userID: '424242', password: 'whatever' });
    await failTimes('100005', 5);
    const known = await post(test.app, '/api/login', { userID: '100005', password: 'whatever' });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
  });

  it('never lock out for good: at most 15 minutes, then a correct password works', async () => {
    // As if 39 failures had happened, the last one 15 minutes ago (its delay just over).
    const fifteenMinutesAgo = new Date(test.clock.now().getTime() - 15 * 60_000);
    await database.db.insertInto('loginThrottle').values({ userKey: '100006', failures: 39, lastFailureAt: fifteenMinutesAgo }).execute();
    await failTimes('100006', 1);
    const capped = (await post(test.app, '/api/login', { userID: '100006', password: DEMO_PASSWORD })).json();
    expect(capped.retryAfter).toBe(900);
    test.clock.advance(15 * 60_000);
    expect((await post(test.app, '/api/login', { userID: '100006', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('per-IP limit on the login routes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp(database, { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => limited.app.close());

  it('answers 429 with Retry-After once an address used its requests, shared across the routes', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    expect((await post(limited.app, '/api/login', { userID: 'x', password: 'y' }, from)).statusCode).toBe(401);
    expect((await post(limited.app, '/api/login/verify', { token: 't', code: '123456' }, from)).statusCode).toBe(401);
    expect((await post(limited.app, '/api/login/resend', { token: 't' }, from)).statusCode).toBe(401);
    for (const url of ['/api/login', '/api/login/verify', '/api/login/resend', '/api/login/C1/resend', '/api/2fa/contact-us']) {
      const refused = await post(limited.app, url, {}, from);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json().code).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().retryAfter).toBe(Number(refused.headers['retry-after']));
    }
  });

  it('counts each address separately and leaves other routes alone', async () => {
    expect((await post(limited.app, '/api/login', { userID: 'x', password: 'y' }, { remoteAddress: '198.51.100.9' })).statusCode).toBe(401);
    expect((await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });
});
