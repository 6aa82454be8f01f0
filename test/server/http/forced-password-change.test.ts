import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, post, signIn, type TestApp, useTestApp } from '../helpers/test-app';

let test: TestApp;

useTestApp((opened) => ({ test } = opened));

const get = (url: string, cookies: Record<string, string>) => test.app.inject({ method: 'GET', url, cookies });

describe('a session whose account must set a new password (100005)', () => {
  it('answers 403 password_change_required everywhere but the profile, the password change and logout', async () => {
    const cookies = await signIn(test, '100005');
    for (const url of ['/api/reservations', '/api/accommodations', '/api/dashboard', '/api/inbox/notifications', '/api/inbox/status', '/api/tax-legal-data', '/api/webpush/key', '/api/events']) {
      const response = await get(url, cookies);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ code: 'password_change_required' });
    }
    for (const [url, body] of [
      ['/api/inbox/read', { ids: ['1'] }],
      ['/api/rating', { rating: 5 }],
      ['/api/tax-ids', { entries: [] }],
      ['/api/demo/booking', undefined],
    ] as const) {
      const response = await post(test.app, url, body, { cookies });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ code: 'password_change_required' });
    }
    expect((await get('/api/profile', cookies)).json().requireNewPassword).toBe(true);
    expect((await post(test.app, '/api/logout', undefined, { cookies })).statusCode).toBe(204);
  });

  it('opens everything once the new password is set', async () => {
    const cookies = await signIn(test, '100005');
    const changed = await post(test.app, '/api/profile/password', { currentPassword: DEMO_PASSWORD, newPassword: 'a windmill by the dike 1987' }, { cookies });
    expect(changed.statusCode).toBe(204);
    expect((await get('/api/reservations', cookies)).statusCode).toBe(200);
    expect((await get('/api/dashboard', cookies)).statusCode).toBe(200);
  });

  it('does not hold back other accounts', async () => {
    expect((await get('/api/dashboard', await signIn(test, '100001'))).statusCode).toBe(200);
  });
});

describe('the new password', () => {
  it('may not be the current one', async () => {
    const cookies = await signIn(test, '100002');
    const response = await post(test.app, '/api/profile/password', { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, { cookies });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', fieldErrors: { newPassword: ['custom'] } });
    expect((await post(test.app, '/api/login', { userID: '100002', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});
