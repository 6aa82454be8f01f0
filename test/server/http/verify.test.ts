import { describe, expect, it } from 'vitest';
import { VerifyResponse } from '../../../src/contract/auth';
import type { DatabaseHandle } from '../../support/db';
import { latestCode, post, sessionCookie, startLogin, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

/** A 6-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/login/verify', () => {
  it('logs in with the code from the outbox: session cookie, then the profile works', async () => {
    const { token } = await startLogin(test.app, '100001');
    const response = await post(test.app, '/api/login/verify', { token, code: await latestCode(database) });
    expect(response.statusCode).toBe(200);
    expect(VerifyResponse.parse(response.json())).toEqual({ success: true, username: '100001', requireNewPassword: false });
    const cookie = sessionCookie(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 43_200 });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await test.app.inject({ method: 'GET', url: '/api/profile', cookies: { portal_session: cookie.value } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().userID).toBe('100001');
  });

  it('stores only the hash of the session id', async () => {
    const { token } = await startLogin(test.app, '100001');
    const cookie = sessionCookie(await post(test.app, '/api/login/verify', { token, code: await latestCode(database) }))!;
    const ids = (await database.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);
    expect(ids).not.toContain(cookie.value);
    expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true);
  });

  it('tells the user to set a new password when the account requires it', async () => {
    const { token } = await startLogin(test.app, '100005');
    const response = await post(test.app, '/api/login/verify', { token, code: await latestCode(database) });
    expect(response.json()).toEqual({ success: true, username: '100005', requireNewPassword: true });
  });

  it('counts wrong codes down to zero, then refuses even the right code', async () => {
    const { token } = await startLogin(test.app, '100001');
    const code = await latestCode(database);
    for (const triesLeft of [2, 1, 0]) {
      const response = await post(test.app, '/api/login/verify', { token, code: wrong(code) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_code', triesLeft });
    }
    const refused = await post(test.app, '/api/login/verify', { token, code });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'no_tries_left', triesLeft: 0 });
  });

  it('never allows more comparisons than tries, even in parallel', async () => {
    const { token } = await startLogin(test.app, '100001');
    const code = await latestCode(database);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => post(test.app, '/api/login/verify', { token, code: wrong(String((Number(code) + index) % 1e6)) })),
    );
    expect(guesses.filter((response) => response.statusCode === 400)).toHaveLength(3);
    expect(guesses.filter((response) => response.statusCode === 401).every((response) => response.json().code === 'no_tries_left')).toBe(true);
  });

  it('refuses an expired code (code_expired with the tries left)', async () => {
    const { token } = await startLogin(test.app, '100001');
    const code = await latestCode(database);
    test.clock.advance(10 * 60_000 + 1);
    const response = await post(test.app, '/api/login/verify', { token, code });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'code_expired', triesLeft: 3 });
  });

  it('uses a code once: the same token is then unknown (login_expired)', async () => {
    const { token } = await startLogin(test.app, '100001');
    const code = await latestCode(database);
    expect((await post(test.app, '/api/login/verify', { token, code })).statusCode).toBe(200);
    const again = await post(test.app, '/api/login/verify', { token, code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: 'login_expired' });
  });

  it('answers login_expired for unknown tokens and attempts older than 30 minutes', async () => {
    expect((await post(test.app, '/api/login/verify', { token: 'unknown-token', code: '123456' })).json()).toEqual({ code: 'login_expired' });
    const { token } = await startLogin(test.app, '100001');
    test.clock.advance(31 * 60_000);
    expect((await post(test.app, '/api/login/verify', { token, code: '123456' })).json()).toEqual({ code: 'login_expired' });
  });

  it('cannot be completed for an account without a channel (no code exists)', async () => {
    const { token } = await startLogin(test.app, '100004');
    const response = await post(test.app, '/api/login/verify', { token, code: '000000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_code', triesLeft: 2 });
  });

  it('refuses malformed codes with field errors', async () => {
    const response = await post(test.app, '/api/login/verify', { token: 'x', code: '12ab56' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', fieldErrors: { code: ['invalid_format'] } });
    expect((await post(test.app, '/api/login/verify', { token: '', code: '1234567' })).json().fieldErrors).toEqual({
      token: ['too_small'],
      code: ['invalid_format'],
    });
  });
});
