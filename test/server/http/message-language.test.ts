import { describe, expect, it } from 'vitest';
import { Outbox } from '../../../src/contract/system';
import type { DatabaseHandle } from '../../support/db';
import { sessionFor } from '../helpers/fixtures';
import { lastOutboxId, messagesAfter } from '../helpers/outbox';
import { post, startLogin, type TestApp, useTestApp } from '../helpers/test-app';

/**
 * Issue 22, point 2: messages go out in the portal language the owner last used (stored when they
 * sign in or switch language), else in the language of the request, else in English. Demo mode
 * sends nothing out: the demo mailbox shows each message with its language.
 */
let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const portalLanguageOf = async (userId: string) =>
  (await database.db.selectFrom('accounts').select('portalLanguage').where('userId', '=', userId).executeTakeFirstOrThrow()).portalLanguage;
const putLanguage = (cookies: Record<string, string> | undefined, language: string) =>
  test.app.inject({ method: 'PUT', url: '/api/profile/language', payload: { language }, ...(cookies ? { cookies } : {}) });

describe('the language of messages', () => {
  it('starts with none stored for the demo accounts', async () => {
    const rows = await database.db.selectFrom('accounts').select('portalLanguage').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.portalLanguage === null)).toBe(true);
  });

  it("uses the request's language while none is stored, and English without one", async () => {
    const before = await lastOutboxId(database);
    await post(test.app, '/api/login', { userID: '100005', password: 'Demo-Owner-2026' }, { headers: { 'accept-language': 'nl-NL' } });
    await post(test.app, '/api/login', { userID: '100005', password: 'Demo-Owner-2026' }, { headers: { 'accept-language': 'sv-SE' } });
    const [dutch, english] = await messagesAfter(database, before);
    expect(dutch!.subject).toBe('Uw verificatiecode voor het Eigenarenportaal');
    expect(english!.subject).toBe('Your Owner Portal verification code');
  });

  it('stores the language the owner switches to, and sends the next code in it', async () => {
    const cookies = await sessionFor(test, '100003');
    expect((await putLanguage(cookies, 'fr')).statusCode).toBe(204);
    expect(await portalLanguageOf('100003')).toBe('fr');
    const before = await lastOutboxId(database);
    expect((await post(test.app, '/api/step-up', undefined, { cookies, headers: { 'accept-language': 'hr' } })).statusCode).toBe(200);
    const [message] = await messagesAfter(database, before);
    expect(message!.subject).toBe('Votre code de vérification du Portail propriétaires');
    const outbox = Outbox.parse((await test.app.inject({ method: 'GET', url: '/api/demo/outbox' })).json());
    expect(outbox[0]).toMatchObject({ recipient: 'josip.petrovic@example.com', locale: 'fr' });
  });

  it('refuses a language the portal does not speak, and an anonymous switch', async () => {
    const cookies = await sessionFor(test, '100003');
    expect((await putLanguage(cookies, 'pl')).statusCode).toBe(204);
    const refused = await putLanguage(cookies, 'sv');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_request', fieldErrors: { language: expect.any(Array) } });
    expect(await portalLanguageOf('100003')).toBe('pl');
    expect((await putLanguage(undefined, 'de')).statusCode).toBe(401);
  });

  it('shows each message with its language in the demo mailbox', async () => {
    await startLogin(test.app, '100001');
    const page = await test.app.inject({ method: 'GET', url: '/_demo/mailbox' });
    expect(page.body).toContain('<th scope="col">Language</th>');
    expect(page.body).toMatch(/<td>ana\.horvat@example\.com<\/td><td>email<\/td><td>en<\/td><td lang="en">Your Owner Portal verification code<\/td>/);
  });
});
