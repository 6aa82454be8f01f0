import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../support/db';
import { buildTestApp, latestCode, post, sessionCookie, signIn, startLogin, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const profile = (app: TestApp, cookies?: Record<string, string>) =>
  app.app.inject({ method: 'GET', url: '/api/profile', ...(cookies ? { cookies } : {}) });

describe('sessions', () => {
  it('answer 401 unauthenticated on logged-in endpoints without a valid session', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['GET', '/api/tax-legal-data'],
      ['POST', '/api/tax-ids'],
      ['POST', '/api/profile/password'],
    ] as const) {
      for (const cookies of [undefined, { portal_session: 'forged-session-id' }]) {
        const response = await test.app.inject({ method, url, ...(cookies ? { cookies } : {}), ...(method === 'POST' ? { payload: {} } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ code: 'unauthenticated' });
      }
    }
  });

  it('end on logout, on the server too: the old cookie no longer works', async () => {
    const cookies = await signIn(test, '100001');
    expect((await profile(test, cookies)).statusCode).toBe(200);
    const logout = await post(test.app, '/api/logout', undefined, { cookies });
    expect(logout.statusCode).toBe(204);
    expect(sessionCookie(logout)).toMatchObject({ value: '', path: '/' });
    expect((await profile(test, cookies)).statusCode).toBe(401);
  });

  it('allow logout without a session (and with an empty JSON body)', async () => {
    expect((await post(test.app, '/api/logout')).statusCode).toBe(204);
    const withEmptyJson = await test.app.inject({ method: 'POST', url: '/api/logout', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(withEmptyJson.statusCode).toBe(204);
  });

  it('get a new id at every login (no fixation)', async () => {
    const first = await signIn(test, '100001');
    const second = await signIn(test, '100001');
    expect(first.portal_session).not.toBe(second.portal_session);
    expect((await profile(test, first)).statusCode).toBe(200);
    expect((await profile(test, second)).statusCode).toBe(200);
  });

  it('expire after 30 idle minutes, sliding with activity', async () => {
    const cookies = await signIn(test, '100001');
    test.clock.advance(25 * 60_000);
    expect((await profile(test, cookies)).statusCode).toBe(200);
    test.clock.advance(25 * 60_000);
    expect((await profile(test, cookies)).statusCode).toBe(200);
    test.clock.advance(31 * 60_000);
    expect((await profile(test, cookies)).statusCode).toBe(401);
  });

  it('expire 12 hours after login however active', async () => {
    const cookies = await signIn(test, '100001');
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      test.clock.advance(20 * 60_000);
      const status = (await profile(test, cookies)).statusCode;
      expect(status).toBe(elapsed + 20 < 12 * 60 ? 200 : 401);
    }
  });
});

describe('the signed-in marker cookie', () => {
  it('comes with the session, readable by the page, and goes with the logout', async () => {
    const { token } = await startLogin(test.app, '100001');
    const verified = await post(test.app, '/api/login/verify', { token, code: await latestCode(test.database) });
    expect(sessionCookie(verified, 'portal_signed_in')).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(sessionCookie(verified, 'portal_signed_in')).not.toHaveProperty('httpOnly');
    const cookies = { portal_session: sessionCookie(verified)!.value };
    const loggedOut = await test.app.inject({ method: 'POST', url: '/api/logout', cookies });
    expect(sessionCookie(loggedOut, 'portal_signed_in')?.value).toBe('');
  });
});

describe('the session cookie behind https', () => {
  it('is __Host-portal_session with Secure', async () => {
    const secure = await buildTestApp(database, { env: { PUBLIC_URL: 'https://portal.example.com' } });
    try {
      const { token } = await startLogin(secure.app, '100001');
      const response = await post(secure.app, '/api/login/verify', { token, code: await latestCode(database) });
      const cookie = sessionCookie(response, '__Host-portal_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie).not.toHaveProperty('domain');
      expect((await secure.app.inject({ method: 'GET', url: '/api/profile', cookies: { '__Host-portal_session': cookie!.value } })).statusCode).toBe(200);
    } finally {
      await secure.app.close();
    }
  });
});
