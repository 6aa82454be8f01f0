import { describe, expect, it } from 'vitest';
import { ActiveSessions, SignedOutOthers } from '../../../src/contract/sessions';
import type { DatabaseHandle } from '../../support/db';
import { latestCode, post, sessionCookie, startLogin, type TestApp, useTestApp } from '../helpers/test-app';

let test: TestApp;
let database: DatabaseHandle;
useTestApp((handles) => ({ test, database } = handles));

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A full login from a browser with this User-Agent; the cookies to send. */
async function signInWith(userId: string, userAgent: string): Promise<Record<string, string>> {
  const { token } = await startLogin(test.app, userId);
  const response = await post(test.app, '/api/login/verify', { token, code: await latestCode(database) }, { headers: { 'user-agent': userAgent } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookie(response)!;
  return { [cookie.name]: cookie.value };
}

const list = (cookies: Record<string, string>) => test.app.inject({ method: 'GET', url: '/api/profile/sessions', cookies });

describe('active sessions (ASVS 7.5.2)', () => {
  it('answer 401 without a session', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await post(test.app, '/api/profile/sessions/sign-out-others', undefined)).statusCode).toBe(401);
  });

  it("list the account's sessions with a coarse device and times, the current one marked, and no other account's", async () => {
    const laptop = await signInWith('100001', FIREFOX);
    test.clock.advance(60_000);
    const phone = await signInWith('100001', PHONE);
    await signInWith('100002', FIREFOX);
    const response = await list(phone);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sessions } = ActiveSessions.parse(response.json());
    expect(sessions.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Chrome · Android', current: true },
      { device: 'Firefox · Windows', current: false },
    ]);
    expect(JSON.stringify(response.json())).not.toContain(Object.values(laptop)[0]);
    expect(Date.parse(sessions[0]!.createdAt)).toBeGreaterThan(Date.parse(sessions[1]!.createdAt));
  });

  it('sign out every other device: their cookies stop working, the current one goes on', async () => {
    const laptop = await signInWith('100001', FIREFOX);
    const phone = await signInWith('100001', PHONE);
    const response = await post(test.app, '/api/profile/sessions/sign-out-others', undefined, { cookies: phone });
    expect(response.statusCode).toBe(200);
    expect(SignedOutOthers.parse(response.json()).ended).toBeGreaterThanOrEqual(1);
    expect((await list(laptop)).statusCode).toBe(401);
    const { sessions } = ActiveSessions.parse((await list(phone)).json());
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);
  });
});
