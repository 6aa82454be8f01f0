import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../support/db';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { stepUp } from '../helpers/step-up';
import { latestCode, post, signIn, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));
// 100005's forced password change is lifted: while one is required, everything but the change answers 403.
beforeAll(async () => {
  await database.db.updateTable('accounts').set({ requireNewPassword: false }).where('userId', '=', '100005').execute();
});

const status = async (cookies: Record<string, string>) => (await test.app.inject({ method: 'GET', url: '/api/step-up', cookies })).json();

describe('step-up with a code', () => {
  it('sends a code through the login channel and marks only this session fresh for 10 minutes', async () => {
    const cookies = await signIn(test, '100002');
    const other = await signIn(test, '100002');
    expect(await status(cookies)).toEqual({ freshUntil: null });
    const started = await post(test.app, '/api/step-up', undefined, { cookies });
    expect(started.json()).toEqual({ email: '+•• ••• ••• 34', factorDeliveryMethod: 'AWS' });
    const verified = await post(test.app, '/api/step-up/verify', { code: await latestCode(database) }, { cookies });
    expect(verified.statusCode).toBe(200);
    expect(new Date(verified.json().freshUntil).getTime() - test.clock.now().getTime()).toBe(10 * 60_000);
    expect((await status(other)).freshUntil).toBeNull();
    test.clock.advance(10 * 60_000);
    expect((await status(cookies)).freshUntil).toBeNull();
  });

  it('counts wrong codes (400, never 401) and uses a code once', async () => {
    const cookies = await signIn(test, '100001');
    await post(test.app, '/api/step-up', undefined, { cookies });
    const code = await latestCode(database);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post(test.app, '/api/step-up/verify', { code: wrong }, { cookies })).json()).toEqual({ code: 'invalid_code', triesLeft: 2 });
    expect((await post(test.app, '/api/step-up/verify', { code }, { cookies })).statusCode).toBe(200);
    expect((await post(test.app, '/api/step-up/verify', { code }, { cookies })).json()).toEqual({ code: 'code_expired' });
  });

  it('refuses after three wrong codes and after ten minutes', async () => {
    const cookies = await signIn(test, '100006');
    await post(test.app, '/api/step-up', undefined, { cookies });
    const code = await latestCode(database);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) await post(test.app, '/api/step-up/verify', { code: wrong }, { cookies });
    expect((await post(test.app, '/api/step-up/verify', { code }, { cookies })).json()).toEqual({ code: 'no_tries_left', triesLeft: 0 });
    await post(test.app, '/api/step-up', undefined, { cookies });
    const fresh = await latestCode(database);
    test.clock.advance(10 * 60_000 + 1);
    expect((await post(test.app, '/api/step-up/verify', { code: fresh }, { cookies })).json()).toEqual({ code: 'code_expired' });
  });

  it('refuses bad input and needs a session', async () => {
    const cookies = await signIn(test, '100001');
    for (const code of ['12345', 'abcdef', 123456, undefined]) {
      expect((await post(test.app, '/api/step-up/verify', { code }, { cookies })).statusCode).toBe(400);
    }
    expect((await post(test.app, '/api/step-up')).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/step-up' })).statusCode).toBe(401);
  });
});

describe('step-up with a passkey', () => {
  it("accepts the account's own passkey on this session's challenge only", async () => {
    const cookies = await signIn(test, '100005');
    await stepUp(test, cookies);
    const authenticator = new SoftAuthenticator();
    const options = (await post(test.app, '/api/passkeys/registration/options', undefined, { cookies })).json();
    expect((await post(test.app, '/api/passkeys/registration/verify', { name: 'Phone', response: authenticator.register(options) }, { cookies })).statusCode).toBe(201);

    const later = await signIn(test, '100005');
    const request = await post(test.app, '/api/step-up/passkey/options', undefined, { cookies: later });
    expect(request.json().allowCredentials.map((entry: { id: string }) => entry.id)).toEqual([authenticator.credentialId]);
    const verified = await post(test.app, '/api/step-up/passkey/verify', { response: authenticator.authenticate(request.json()) }, { cookies: later });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().freshUntil).not.toBeNull();

    // Another account cannot step up with this passkey, even on its own challenge.
    const intruder = await signIn(test, '100001');
    const mine = await signIn(test, '100001');
    await stepUp(test, mine);
    const ownKey = new SoftAuthenticator();
    const ownOptions = (await post(test.app, '/api/passkeys/registration/options', undefined, { cookies: mine })).json();
    await post(test.app, '/api/passkeys/registration/verify', { name: 'Own', response: ownKey.register(ownOptions) }, { cookies: mine });
    const intruderOptions = (await post(test.app, '/api/step-up/passkey/options', undefined, { cookies: intruder })).json();
    const refused = await post(test.app, '/api/step-up/passkey/verify', { response: authenticator.authenticate(intruderOptions) }, { cookies: intruder });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'passkey_rejected' });
  });

  it('answers 404 without passkeys and 400 without a challenge', async () => {
    const cookies = await signIn(test, '100002');
    expect((await post(test.app, '/api/step-up/passkey/options', undefined, { cookies })).statusCode).toBe(404);
    const response = await post(test.app, '/api/step-up/passkey/verify', { response: new SoftAuthenticator().authenticate({ challenge: 'abc' }) }, { cookies });
    expect(response.json()).toEqual({ code: 'passkey_rejected' });
  });
});
