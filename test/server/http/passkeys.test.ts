import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../support/db';
import { lastOutboxId, waitForMessage } from '../helpers/outbox';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { stepUp } from '../helpers/step-up';
import { post, sessionCookie, signIn, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));
// 100005 serves as an owner nobody else's test touches; its forced password change is lifted so its
// settings answer (while one is required, everything but the change answers 403).
beforeAll(async () => {
  await database.db.updateTable('accounts').set({ requireNewPassword: false }).where('userId', '=', '100005').execute();
});

const get = (url: string, cookies: Record<string, string>) => test.app.inject({ method: 'GET', url, cookies });

/** Registers a new soft passkey for a signed-in, stepped-up session. */
async function register(cookies: Record<string, string>, name = 'Laptop', authenticator = new SoftAuthenticator()) {
  const options = await post(test.app, '/api/passkeys/registration/options', undefined, { cookies });
  expect(options.statusCode, options.body).toBe(200);
  const response = await post(test.app, '/api/passkeys/registration/verify', { name, response: authenticator.register(options.json()) }, { cookies });
  return { authenticator, response, options: options.json() };
}

async function passkeyLogin(authenticator: SoftAuthenticator, override: Parameters<SoftAuthenticator['authenticate']>[1] = {}) {
  const started = await post(test.app, '/api/passkeys/login/options');
  expect(started.statusCode).toBe(200);
  const { token, options } = started.json();
  return post(test.app, '/api/passkeys/login/verify', { token, response: authenticator.authenticate(options, override) });
}

describe('passkey registration', () => {
  it('needs a fresh second factor', async () => {
    const cookies = await signIn(test, '100001');
    const response = await post(test.app, '/api/passkeys/registration/options', undefined, { cookies });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'step_up_required' });
  });

  it('offers options for PUBLIC_URL with user verification required, then stores the passkey', async () => {
    const cookies = await signIn(test, '100001');
    await stepUp(test, cookies);
    const before = await lastOutboxId(database);
    const { response, options } = await register(cookies, '  Work laptop ');
    expect(options.rp).toEqual({ name: 'Owner Portal', id: 'localhost' });
    expect(options.user.name).toBe('100001');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'preferred', userVerification: 'required' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Work laptop', lastUsedAt: null, synced: false, backedUp: false });
    const list = (await get('/api/passkeys', cookies)).json();
    expect(list.map((passkey: { name: string }) => passkey.name)).toEqual(['Work laptop']);
    const notice = await waitForMessage(database, before, (message) => message.recipient === 'ana.horvat@example.com');
    expect(notice.text).toContain('Work laptop');
  });

  it('excludes registered passkeys and refuses the same credential twice (409)', async () => {
    const cookies = await signIn(test, '100006');
    await stepUp(test, cookies);
    const first = await register(cookies, 'Phone');
    expect(first.response.statusCode).toBe(201);
    const options = (await post(test.app, '/api/passkeys/registration/options', undefined, { cookies })).json();
    expect(options.excludeCredentials.map((entry: { id: string }) => entry.id)).toContain(first.authenticator.credentialId);
    const again = await post(test.app, '/api/passkeys/registration/verify', { name: 'Phone again', response: first.authenticator.register(options) }, { cookies });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'passkey_exists' });
  });

  it('uses a challenge once and only in its own session', async () => {
    const cookies = await signIn(test, '100005');
    const other = await signIn(test, '100005');
    await stepUp(test, cookies);
    await stepUp(test, other);
    const authenticator = new SoftAuthenticator();
    const options = (await post(test.app, '/api/passkeys/registration/options', undefined, { cookies })).json();
    const elsewhere = await post(test.app, '/api/passkeys/registration/verify', { name: 'X', response: authenticator.register(options) }, { cookies: other });
    expect(elsewhere.json()).toEqual({ code: 'passkey_rejected' });
    expect((await post(test.app, '/api/passkeys/registration/verify', { name: 'X', response: authenticator.register(options) }, { cookies })).statusCode).toBe(201);
    const replay = await post(test.app, '/api/passkeys/registration/verify', { name: 'Y', response: new SoftAuthenticator().register(options) }, { cookies });
    expect(replay.json()).toEqual({ code: 'passkey_rejected' });
  });

  it('refuses another origin, another RP id, a missing user verification and bad input', async () => {
    const cookies = await signIn(test, '100002');
    await stepUp(test, cookies);
    for (const override of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const options = (await post(test.app, '/api/passkeys/registration/options', undefined, { cookies })).json();
      const response = await post(test.app, '/api/passkeys/registration/verify', { name: 'X', response: new SoftAuthenticator().register(options, override) }, { cookies });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json()).toEqual({ code: 'passkey_rejected' });
    }
    const options = (await post(test.app, '/api/passkeys/registration/options', undefined, { cookies })).json();
    const good = new SoftAuthenticator().register(options);
    for (const body of [{ name: '', response: good }, { name: 'x'.repeat(61), response: good }, { name: 'X', response: { ...good, type: 'other' } }, { name: 'X' }]) {
      const response = await post(test.app, '/api/passkeys/registration/verify', body, { cookies });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_request');
    }
    expect((await get('/api/passkeys', cookies)).json()).toEqual([]);
  });

  it('is refused without the ViewPasskeys permission (403)', async () => {
    const cookies = await signIn(test, '100003');
    expect((await get('/api/passkeys', cookies)).statusCode).toBe(403);
    await stepUp(test, cookies);
    expect((await post(test.app, '/api/passkeys/registration/options', undefined, { cookies })).statusCode).toBe(403);
  });

  it('needs a session (401)', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/passkeys' })).statusCode).toBe(401);
    expect((await post(test.app, '/api/passkeys/registration/options')).statusCode).toBe(401);
  });
});

describe('passkey sign-in', () => {
  it('signs in without a code, keeps counter and last use, and refuses a replayed or cloned assertion', async () => {
    const cookies = await signIn(test, '100002');
    await stepUp(test, cookies);
    const { authenticator } = await register(cookies, 'Tablet');
    const response = await passkeyLogin(authenticator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, username: expect.any(String), requireNewPassword: false });
    const session = sessionCookie(response)!;
    expect((await get('/api/profile', { [session.name]: session.value })).json().userID).toBe('100002');
    const stored = await database.db.selectFrom('passkeys').selectAll().where('id', '=', authenticator.credentialId).executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();

    // A counter that does not grow means a copied authenticator.
    const cloned = await passkeyLogin(authenticator, { counter: 1 });
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json()).toEqual({ code: 'passkey_rejected' });

    const started = (await post(test.app, '/api/passkeys/login/options')).json();
    const assertion = authenticator.authenticate(started.options);
    expect((await post(test.app, '/api/passkeys/login/verify', { token: started.token, response: assertion })).statusCode).toBe(200);
    expect((await post(test.app, '/api/passkeys/login/verify', { token: started.token, response: assertion })).json()).toEqual({ code: 'passkey_rejected' });
  });

  it('keeps the after-login rules: a passkey does not skip the forced password change', async () => {
    const cookies = await signIn(test, '100005');
    await stepUp(test, cookies);
    const { authenticator, response } = await register(cookies, 'Desk');
    expect(response.statusCode).toBe(201);
    await database.db.updateTable('accounts').set({ requireNewPassword: true }).where('userId', '=', '100005').execute();
    expect((await passkeyLogin(authenticator)).json().requireNewPassword).toBe(true);
  });

  it('refuses an unknown credential, another origin and a missing user verification', async () => {
    expect((await passkeyLogin(new SoftAuthenticator())).statusCode).toBe(401);
    const cookies = await signIn(test, '100006');
    await stepUp(test, cookies);
    const { authenticator } = await register(cookies, 'Key');
    expect((await passkeyLogin(authenticator, { origin: 'https://evil.example' })).statusCode).toBe(401);
    expect((await passkeyLogin(authenticator, { rpId: 'evil.example' })).statusCode).toBe(401);
    expect((await passkeyLogin(authenticator, { userVerified: false })).statusCode).toBe(401);
    expect((await post(test.app, '/api/passkeys/login/verify', { token: 'x', response: {} })).statusCode).toBe(400);
  });
});

describe('renaming and removing passkeys', () => {
  it('renames and removes the own passkey (removal after a step-up) and audits both', async () => {
    const cookies = await signIn(test, '100001');
    await stepUp(test, cookies);
    const { authenticator } = await register(cookies, 'Old name');
    const id = authenticator.credentialId;
    const renamed = await test.app.inject({ method: 'PATCH', url: `/api/passkeys/${id}`, payload: { name: 'New name' }, cookies });
    expect(renamed.json().name).toBe('New name');
    expect((await test.app.inject({ method: 'PATCH', url: `/api/passkeys/${id}`, payload: { name: '' }, cookies })).statusCode).toBe(400);
    test.clock.advance(11 * 60_000);
    expect((await test.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, cookies })).json()).toEqual({ code: 'step_up_required' });
    await stepUp(test, cookies);
    expect((await test.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, cookies })).statusCode).toBe(204);
    expect((await test.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, cookies })).statusCode).toBe(404);
    const audit = (await get('/api/profile/audit', cookies)).json();
    expect(audit.slice(0, 3).map((entry: { action: string }) => entry.action)).toEqual(['passkey_removed', 'passkey_renamed', 'passkey_added']);
    expect(audit[0]).toMatchObject({ actor: '100001', fields: ['New name'] });
  });

  it("answers 404 for another account's passkey and changes nothing", async () => {
    const owner = await signIn(test, '100002');
    await stepUp(test, owner);
    const { authenticator } = await register(owner, 'Mine');
    const intruder = await signIn(test, '100006');
    await stepUp(test, intruder);
    const id = authenticator.credentialId;
    expect((await test.app.inject({ method: 'PATCH', url: `/api/passkeys/${id}`, payload: { name: 'Taken' }, cookies: intruder })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, cookies: intruder })).statusCode).toBe(404);
    const names = (await get('/api/passkeys', owner)).json().map((passkey: { name: string }) => passkey.name);
    expect(names).toContain('Mine');
  });
});

describe('the passkey prompt preference', () => {
  it('is stored per user and follows them to another session', async () => {
    const first = await signIn(test, '100001');
    expect((await get('/api/passkeys/prompt', first)).json()).toEqual({ remind: true, passkeyCount: expect.any(Number), allowed: true });
    const saved = await test.app.inject({ method: 'PUT', url: '/api/passkeys/prompt', payload: { remind: false }, cookies: first });
    expect(saved.json().remind).toBe(false);
    expect((await test.app.inject({ method: 'PUT', url: '/api/passkeys/prompt', payload: { remind: 'no' }, cookies: first })).statusCode).toBe(400);
    expect((await get('/api/passkeys/prompt', await signIn(test, '100001'))).json().remind).toBe(false);
    const keyholder = await signIn(test, '100003');
    expect((await get('/api/passkeys/prompt', keyholder)).json()).toEqual({ remind: true, passkeyCount: 0, allowed: false });
  });
});
