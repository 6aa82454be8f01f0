import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, post, signIn, type TestApp, useTestApp } from '../helpers/test-app';

let test: TestApp;

useTestApp((opened) => ({ test } = opened));

const change = (cookies: Record<string, string>, body: unknown) => post(test.app, '/api/profile/password', body, { cookies });

describe('POST /api/profile/password', () => {
  it('refuses a wrong current password', async () => {
    const response = await change(await signIn(test, '100001'), { currentPassword: 'nope', newPassword: 'a sound new passphrase' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_credentials' });
  });

  it('refuses passwords outside 8..64 characters through the schema', async () => {
    const cookies = await signIn(test, '100001');
    expect((await change(cookies, { currentPassword: DEMO_PASSWORD, newPassword: 'short' })).json()).toEqual({
      code: 'invalid_request',
      fieldErrors: { newPassword: ['too_small'] },
    });
    expect((await change(cookies, { currentPassword: DEMO_PASSWORD, newPassword: 'x'.repeat(65) })).json().fieldErrors).toEqual({
      newPassword: ['too_big'],
    });
  });

  it('refuses common passwords, also with a few digits added', async () => {
    const cookies = await signIn(test, '100001');
    for (const newPassword of ['password1', 'Qwerty123', 'iloveyou1', 'aaaaaaaaaa', 'Password2026', 'P@ssw0rd2026!']) {
      const response = await change(cookies, { currentPassword: DEMO_PASSWORD, newPassword });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json(), newPassword).toEqual({ code: 'password_common' });
    }
  });

  it("refuses variants of the owner number and of the portal's name", async () => {
    const cookies = await signIn(test, '100005');
    for (const newPassword of ['10000500', '100005100005', 'OwnerPortal', 'ownerportal2026']) {
      const response = await change(cookies, { currentPassword: DEMO_PASSWORD, newPassword });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json(), newPassword).toEqual({ code: 'password_personal' });
    }
  });

  it('changes the password, lifts the must-change flag and ends the other sessions only', async () => {
    const other = await signIn(test, '100005');
    const current = await signIn(test, '100005');
    const response = await change(current, { currentPassword: DEMO_PASSWORD, newPassword: 'tulips along the canal 2026' });
    expect(response.statusCode).toBe(204);
    expect((await test.app.inject({ method: 'GET', url: '/api/profile', cookies: other })).statusCode).toBe(401);
    const profile = await test.app.inject({ method: 'GET', url: '/api/profile', cookies: current });
    expect(profile.json().requireNewPassword).toBe(false);
    expect((await post(test.app, '/api/login', { userID: '100005', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await post(test.app, '/api/login', { userID: '100005', password: 'tulips along the canal 2026' })).statusCode).toBe(200);
  });
});
