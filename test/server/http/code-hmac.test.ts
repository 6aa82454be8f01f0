import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { sessionFor } from '../helpers/fixtures';
import { stepUp } from '../helpers/step-up';
import { buildTestApp, DEMO_PASSWORD, latestCode, post, TestClock, type TestApp } from '../helpers/test-app';

/**
 * Issue 21, point 14: stored codes are HMACs under the server's key (CODE_HMAC_KEY), which is not
 * in the database. A server on the same database with another key cannot confirm a single code:
 * the database alone, as a leak would give it, does not allow guessing codes offline.
 */
let database: DatabaseHandle;
let server: TestApp;
let leaked: TestApp;

beforeAll(async () => {
  database = await freshPglite();
  const clock = new TestClock(Date.UTC(2026, 10, 20, 9));
  server = await buildTestApp(database, { clock });
  leaked = await buildTestApp(database, { clock, env: { CODE_HMAC_KEY: 'someone-elses-key-who-has-only-the-database' } });
});
afterAll(async () => {
  await server.app.close();
  await leaked.app.close();
  await database.close();
});

describe('stored codes', () => {
  it('login codes need the server key', async () => {
    const { token } = (await post(server.app, '/api/login', { userID: '100001', password: DEMO_PASSWORD })).json<{ token: string }>();
    const code = await latestCode(database);
    expect((await post(leaked.app, '/api/login/verify', { token, code })).json()).toMatchObject({ code: 'invalid_code' });
    expect((await post(server.app, '/api/login/verify', { token, code })).statusCode).toBe(200);
  });

  it('step-up codes need the server key', async () => {
    const cookies = await sessionFor(server, '100001');
    await post(server.app, '/api/step-up', undefined, { cookies });
    const code = await latestCode(database);
    expect((await post(leaked.app, '/api/step-up/verify', { code }, { cookies })).json()).toMatchObject({ code: 'invalid_code' });
    expect((await post(server.app, '/api/step-up/verify', { code }, { cookies })).statusCode).toBe(200);
  });

  it('phone confirmation codes need the server key', async () => {
    const cookies = await sessionFor(server, '100003');
    await stepUp(server, cookies);
    await post(server.app, '/api/profile/phone', { mobileNumber: '+44 7700 900999' }, { cookies });
    const code = await latestCode(database, '+44 7700 900999');
    expect((await post(leaked.app, '/api/profile/phone/verify', { code }, { cookies })).json()).toMatchObject({ code: 'invalid_code' });
    expect((await post(server.app, '/api/profile/phone/verify', { code }, { cookies })).statusCode).toBe(200);
  });

  it('payment-change codes need the server key', async () => {
    const cookies = await sessionFor(server, '100006');
    const { changeId } = (await post(server.app, '/api/payments/schedule', { schedule: 'Quarterly' }, { cookies })).json<{ changeId: string }>();
    const code = await latestCode(database);
    const url = `/api/payments/schedule/${changeId}/verify`;
    expect((await post(leaked.app, url, { code }, { cookies })).json()).toMatchObject({ code: 'invalid_code' });
    expect((await post(server.app, url, { code }, { cookies })).statusCode).toBe(200);
  });
});
