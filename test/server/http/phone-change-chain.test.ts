import { describe, expect, it } from 'vitest';
import { RESET_HOLD_AFTER_PHONE_CHANGE_DAYS } from '../../../src/domain/account-limits';
import type { DatabaseHandle } from '../../support/db';
import { sessionFor } from '../helpers/fixtures';
import { lastOutboxId, messagesAfter, waitForMessage } from '../helpers/outbox';
import { latestCode, post, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const DAY_MS = 24 * 60 * 60_000;
/** Lets the reset requests' background work finish before the clock moves. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const get = (url: string, cookies: Record<string, string>) => test.app.inject({ method: 'GET', url, cookies });

/** Steps up with the code the outbox holds for `recipient` (the current channel). */
async function stepUpAt(cookies: Record<string, string>, recipient: string): Promise<void> {
  const before = await lastOutboxId(database);
  expect((await post(test.app, '/api/step-up', undefined, { cookies })).statusCode).toBe(200);
  const sent = (await messagesAfter(database, before)).filter((message) => message.code !== null);
  expect(sent.map((message) => message.recipient)).toEqual([recipient]);
  const verified = await post(test.app, '/api/step-up/verify', { code: sent[0]!.code }, { cookies });
  expect(verified.statusCode, verified.body).toBe(200);
}

describe('changing the mobile number (issue 21, point 2)', () => {
  it('needs a fresh step-up on the current channel; the old contact data hears of it before the new number works', async () => {
    // A stolen session alone: refused, and nothing goes to the new number.
    const stolen = await sessionFor(test, '100003');
    const before = await lastOutboxId(database);
    const refused = await post(test.app, '/api/profile/phone', { mobileNumber: '+44 7700 900123' }, { cookies: stolen });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'step_up_required' });
    expect(await messagesAfter(database, before)).toEqual([]);

    // The owner steps up with the code sent to the current channel (their e-mail, MDS) ...
    await stepUpAt(stolen, 'josip.petrovic@example.com');
    const started = await lastOutboxId(database);
    expect((await post(test.app, '/api/profile/phone', { mobileNumber: '+44 7700 900123' }, { cookies: stolen })).statusCode).toBe(202);

    // ... and the e-mail and the old number are told before the code reaches the new number.
    const sent = await messagesAfter(database, started);
    const codeMessage = sent.findIndex((message) => message.recipient === '+44 7700 900123');
    const warnings = sent.slice(0, codeMessage);
    expect(warnings.map((message) => message.recipient).sort()).toEqual(['+385 98 765 4321', 'josip.petrovic@example.com']);
    for (const warning of warnings) {
      expect(warning.code).toBeNull();
      // 100002's account speaks Croatian: the warning is in its language.
      expect(warning.text).toContain('broj mobitela');
      expect(warning.text).not.toContain('900123');
    }
    expect((await get('/api/profile', stolen)).json().mobileNumber).toBe('+385 98 765 4321');

    const confirmed = await post(test.app, '/api/profile/phone/verify', { code: await latestCode(database, '+44 7700 900123') }, { cookies: stolen });
    expect(confirmed.json()).toEqual({ mobileNumber: '+44 7700 900123' });
  });

  it('a session without the current channel cannot move the codes of an account that has only a mobile number', async () => {
    await database.db.updateTable('accounts').set({ email: null }).where('userId', '=', '100002').execute();
    const stolen = await sessionFor(test, '100002');
    // The step-up code goes to the number on file (AWS), not to one the session names.
    const before = await lastOutboxId(database);
    await post(test.app, '/api/step-up', undefined, { cookies: stolen });
    expect((await messagesAfter(database, before)).map((message) => message.recipient)).toEqual(['+49 151 2345 6734']);
    const refused = await post(test.app, '/api/profile/phone', { mobileNumber: '+44 7700 900456' }, { cookies: stolen });
    expect(refused.json()).toEqual({ code: 'step_up_required' });
  });

  it(`sends no reset link by text message for ${RESET_HOLD_AFTER_PHONE_CHANGE_DAYS} days after a number change of an account without e-mail`, async () => {
    // 100005 with its forced password change lifted and its e-mail gone: notices and links go by text message.
    await database.db.updateTable('accounts').set({ email: null, secondaryEmail: null, requireNewPassword: false }).where('userId', '=', '100005').execute();
    const cookies = await sessionFor(test, '100005');
    await stepUpAt(cookies, '+31 6 1234 5678');
    await post(test.app, '/api/profile/phone', { mobileNumber: '+31 6 9999 0000' }, { cookies });
    expect((await post(test.app, '/api/profile/phone/verify', { code: await latestCode(database, '+31 6 9999 0000') }, { cookies })).statusCode).toBe(200);

    const afterChange = await lastOutboxId(database);
    expect((await post(test.app, '/api/password/forgot', { userID: '100005' })).statusCode).toBe(202);
    await settle();
    test.clock.advance(RESET_HOLD_AFTER_PHONE_CHANGE_DAYS * DAY_MS - 60_000);
    expect((await post(test.app, '/api/password/forgot', { userID: '100005' })).statusCode).toBe(202);
    await settle();

    // Once the hold is over the link goes to the (by now established) number again.
    test.clock.advance(2 * 60_000);
    const afterHold = await lastOutboxId(database);
    expect((await post(test.app, '/api/password/forgot', { userID: '100005' })).statusCode).toBe(202);
    const link = await waitForMessage(database, afterHold, isResetLink);
    expect(link.recipient).toBe('+31 6 9999 0000');
    const links = (await messagesAfter(database, afterChange)).filter(isResetLink);
    expect(links.map((message) => message.id)).toEqual([link.id]);
  });

  it('still mails the reset link right after a number change when the account has an e-mail', async () => {
    const cookies = await sessionFor(test, '100001');
    await stepUpAt(cookies, 'ana.horvat@example.com');
    await post(test.app, '/api/profile/phone', { mobileNumber: '+385 91 777 0000' }, { cookies });
    await post(test.app, '/api/profile/phone/verify', { code: await latestCode(database, '+385 91 777 0000') }, { cookies });
    const before = await lastOutboxId(database);
    await post(test.app, '/api/password/forgot', { userID: '100001' });
    const link = await waitForMessage(database, before, isResetLink);
    expect(link.recipient).toBe('ana.horvat@example.com');
  });
});

/** A reset link, in whatever language the account reads. */
function isResetLink(message: { code: string | null }): boolean {
  return message.code?.includes('/reset-password?id=') ?? false;
}
