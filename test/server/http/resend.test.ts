import { describe, expect, it } from 'vitest';
import { ResendResponse } from '../../../src/contract/auth';
import type { DatabaseHandle } from '../../support/db';
import { latestCode, post, startLogin, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

describe('POST /api/login/resend', () => {
  it('sends a new code on the same channel; the new code works, the old one not', async () => {
    const { token } = await startLogin(test.app, '100001');
    const first = await latestCode(database);
    const response = await post(test.app, '/api/login/resend', { token });
    expect(response.statusCode).toBe(200);
    expect(ResendResponse.parse(response.json())).toEqual({ success: true, email: 'a***@example.com', factorDeliveryMethod: 'MDS', contactId: 'C100001', codeDelivery: 'sent' });
    const second = await latestCode(database, 'ana.horvat@example.com');
    if (second !== first) {
      expect((await post(test.app, '/api/login/verify', { token, code: first })).json().code).toBe('invalid_code');
    }
    expect((await post(test.app, '/api/login/verify', { token, code: second })).statusCode).toBe(200);
  });

  it('gives fresh tries and a fresh validity with the new code', async () => {
    const { token } = await startLogin(test.app, '100001');
    for (let index = 0; index < 3; index++) await post(test.app, '/api/login/verify', { token, code: '999999' });
    test.clock.advance(11 * 60_000);
    await post(test.app, '/api/login/resend', { token });
    expect((await post(test.app, '/api/login/verify', { token, code: await latestCode(database) })).statusCode).toBe(200);
  });

  it('stops after five resends (login_expired: log in again)', async () => {
    const { token } = await startLogin(test.app, '100002');
    for (let index = 0; index < 5; index++) expect((await post(test.app, '/api/login/resend', { token })).statusCode).toBe(200);
    const refused = await post(test.app, '/api/login/resend', { token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'login_expired' });
  });

  it('refuses unknown tokens and bad bodies', async () => {
    expect((await post(test.app, '/api/login/resend', { token: 'nope' })).json()).toEqual({ code: 'login_expired' });
    const bad = await post(test.app, '/api/login/resend', { token: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid_request', fieldErrors: { token: ['invalid_type'] } });
  });
});

describe('POST /api/login/{contactId}/resend', () => {
  it('sends the code to a secondary contact of the account, and verify then works with it', async () => {
    const { token } = await startLogin(test.app, '100006');
    const response = await post(test.app, '/api/login/C100006-2/resend', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, email: 's***@alpenblick.example.com', factorDeliveryMethod: 'MDS', contactId: 'C100006-2', codeDelivery: 'sent' });
    const code = await latestCode(database, 'sandra.keller@alpenblick.example.com');
    expect((await post(test.app, '/api/login/verify', { token, code })).statusCode).toBe(200);
  });

  it('falls back to the text message for a contact without e-mail', async () => {
    const { token } = await startLogin(test.app, '100006');
    const response = await post(test.app, '/api/login/C100006-3/resend', { token });
    expect(response.json()).toEqual({ success: true, email: '+•• ••• ••• 45', factorDeliveryMethod: 'AWS', contactId: 'C100006-3', codeDelivery: 'sent' });
    // The plain resend now goes to the chosen contact.
    expect((await post(test.app, '/api/login/resend', { token })).json().contactId).toBe('C100006-3');
  });

  it("answers 404 for another account's contact and changes nothing", async () => {
    const { token } = await startLogin(test.app, '100001');
    const code = await latestCode(database);
    const response = await post(test.app, '/api/login/C100006-2/resend', { token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found' });
    expect((await post(test.app, '/api/login/verify', { token, code })).statusCode).toBe(200);
  });

  it('refuses an over-long contact id with field errors', async () => {
    const response = await post(test.app, `/api/login/${'x'.repeat(65)}/resend`, { token: 't' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', fieldErrors: { contactId: ['too_big'] } });
  });
});
