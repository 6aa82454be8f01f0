import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { buildTestApp, post, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await freshPglite();
  // Two instances of the portal on one database, as behind a load balancer (one clock: in step).
  const clock = new TestClock();
  [first, second] = await Promise.all([
    buildTestApp(database, { clock, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } }),
    buildTestApp(database, { clock, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } }),
  ]);
});
afterAll(async () => {
  await first.app.close();
  await second.app.close();
  await database.close();
});

describe('the per-IP limit of the login routes', () => {
  it('is counted in the database: instances share it, and every 429 says when to retry', async () => {
    const from = { remoteAddress: '198.51.100.23' };
    const answers = [];
    for (const app of [first.app, second.app, first.app, second.app]) answers.push(await post(app, '/api/login', { userID: '424242', password: 'guess' }, from));
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429]);
    const refused = answers[3]!;
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().retryAfter).toBe(Number(refused.headers['retry-after']));
    // Another address is not held back, and the window passes.
    expect((await post(second.app, '/api/login', { userID: '424242', password: 'guess' }, { remoteAddress: '198.51.100.24' })).statusCode).toBe(401);
    first.clock.advance(61_000);
    expect((await post(first.app, '/api/login', { userID: '424242', password: 'guess' }, from)).statusCode).toBe(401);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp(database, { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' } });
  });
  afterAll(() => proxied.app.close());

  it('limits the address the proxy saw, whatever the client claims in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 35; index++) {
      const response = await post(
        proxied.app,
        '/api/login',
        { userID: `9${index}`, password: 'guess' },
        // The client's own header first, then the address the proxy appended.
        { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': `203.0.113.${index}, 192.0.2.77` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });
});
