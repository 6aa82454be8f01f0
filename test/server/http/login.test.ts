import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../../src/contract/auth';
import { UNMATCHABLE_HASH, verifyPassword } from '../../../src/server/services/password-hasher';
import type { DatabaseHandle } from '../../support/db';
import { DEMO_PASSWORD, post, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

describe('POST /api/login', () => {
  it('sends a code by e-mail (MDS) and answers per contract with a masked address', async () => {
    const response = await post(test.app, '/api/login', { userID: '100001', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = LoginResponse.parse(response.json());
    expect(body).toMatchObject({ success: true, email: 'a***@example.com', factorDeliveryMethod: 'MDS', noEmail: false, contactId: 'C100001' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const message = await database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(message).toMatchObject({ channel: 'email', recipient: 'ana.horvat@example.com' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
  });

  it('stores only hashes of the attempt token and code', async () => {
    const { token } = (await post(test.app, '/api/login', { userID: '100001', password: DEMO_PASSWORD })).json();
    const attempts = await database.db.selectFrom('loginAttempts').selectAll().execute();
    expect(attempts.some((attempt) => attempt.id === token)).toBe(false);
    const code = (await database.db.selectFrom('outbox').select('code').orderBy('id', 'desc').executeTakeFirstOrThrow()).code!;
    expect(attempts.some((attempt) => attempt.codeHash === code)).toBe(false);
    expect(attempts.every((attempt) => /^[0-9a-f]{64}$/.test(attempt.id))).toBe(true);
  });

  it('sends a text message to the mobile for AWS accounts (masked phone)', async () => {
    const body = (await post(test.app, '/api/login', { userID: '100002', password: DEMO_PASSWORD })).json();
    expect(body).toMatchObject({ factorDeliveryMethod: 'AWS', email: '+•• ••• ••• 34', noEmail: false });
    const message = await database.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(message).toMatchObject({ channel: 'sms', recipient: '+49 151 2345 6734' });
  });

  it('flags noEmail and sends nothing for an account without a channel (NO_FACTOR)', async () => {
    const before = await database.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const body = LoginResponse.parse((await post(test.app, '/api/login', { userID: '100004', password: DEMO_PASSWORD })).json());
    expect(body).toMatchObject({ noEmail: true, email: null, factorDeliveryMethod: 'NO_FACTOR' });
    const after = await database.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lists secondary contacts with masked addresses and honours an own supplierContactId', async () => {
    const plain = LoginResponse.parse((await post(test.app, '/api/login', { userID: '100006', password: DEMO_PASSWORD })).json());
    expect(plain.secondaryContacts).toEqual([
      { contactId: 'C100006-1', name: 'Lukas Meier', email: 'l***@alpenblick.example.com', codeTo: { factorDeliveryMethod: 'MDS', address: 'l***@alpenblick.example.com' } },
      { contactId: 'C100006-2', name: 'Sandra Keller', email: 's***@alpenblick.example.com', codeTo: { factorDeliveryMethod: 'MDS', address: 's***@alpenblick.example.com' } },
      // No e-mail: the code would go by text message, and the owner is told so before choosing.
      { contactId: 'C100006-3', name: 'Reto Brunner', email: null, codeTo: { factorDeliveryMethod: 'AWS', address: '+•• ••• ••• 45' } },
    ]);
    const chosen = (await post(test.app, '/api/login', { userID: '100006', password: DEMO_PASSWORD, supplierContactId: 'C100006-2' })).json();
    expect(chosen).toMatchObject({ contactId: 'C100006-2', email: 's***@alpenblick.example.com' });
  });

  it("ignores a supplierContactId that is not the account's own", async () => {
    const body = (await post(test.app, '/api/login', { userID: '100001', password: DEMO_PASSWORD, supplierContactId: 'C100006-2' })).json();
    expect(body).toMatchObject({ contactId: 'C100001', email: 'a***@example.com' });
  });

  it('answers an unknown user exactly like a wrong password (no account enumeration)', async () => {
    const wrongPassword = await post(test.app, '/api/login', { userID: '100003', password: 'not-the-password' });
    const unknownUser = await post(test.app, '/api/login', { userID: '999999', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json()).toEqual(wrongPassword.json());
    expect(unknownUser.json()).toEqual({ code: 'invalid_credentials' });
  });

  it('spends the same hashing time on unknown users (no timing oracle)', async () => {
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    // Alternated, and the fastest of three each (within the five free failures): a busy machine only
    // adds time, so the minimum is what the work itself costs. Compared with one password check on
    // its own, not with a known user's failure, which also writes its failed attempt (slow on a
    // loaded machine).
    const hashing: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      hashing.push(await timed(() => verifyPassword('not-the-password', UNMATCHABLE_HASH)));
      unknown.push(await timed(() => post(test.app, '/api/login', { userID: 'no-such-user', password: 'not-the-password' })));
    }
    // Without the dummy hash an unknown user would answer in a few milliseconds, not one hash's time.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...hashing) * 0.5);
  });

  it('refuses bad bodies with 400 and field errors, never 500', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { userID: ['invalid_type'], password: ['invalid_type'] }],
      [{ userID: '   ', password: 'x' }, { userID: ['too_small'] }],
      [{ userID: 'a'.repeat(65), password: 'x' }, { userID: ['too_big'] }],
      [{ userID: 100001, password: 'x' }, { userID: ['invalid_type'] }],
      [[], { '': ['invalid_type'] }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await post(test.app, '/api/login', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_request', fieldErrors });
    }
  });

  it('refuses broken JSON and non-JSON bodies with 4xx contract errors', async () => {
    const broken = await test.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"userID":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'invalid_request' });
    const text = await test.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ code: 'invalid_request', fieldErrors: { '': ['invalid_type'] } });
    const xml = await test.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: 'invalid_request' });
    const empty = await test.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('invalid_request');
  });

  it('refuses prototype-polluting JSON', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userID":"100001","password":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });
});
