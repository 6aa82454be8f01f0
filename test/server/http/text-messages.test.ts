import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { snsStandIn, useSnsEnvironment } from '../helpers/sns-stand-in';
import { buildTestApp, DEMO_PASSWORD, post, type TestApp } from '../helpers/test-app';

/**
 * Issue 22: outside demo mode text messages go through Amazon SNS (here a local stand-in of its
 * endpoint, reached through the SDK's AWS_ENDPOINT_URL_SNS), in the owner's language; without a
 * provider the login says so (503 delivery_unavailable) instead of failing with a 500.
 */
let database: DatabaseHandle;
let sns: Awaited<ReturnType<typeof snsStandIn>>;
let restoreEnvironment: () => void;
let production: TestApp;
let withoutProvider: TestApp;

beforeAll(async () => {
  database = await freshPglite();
  sns = await snsStandIn();
  restoreEnvironment = useSnsEnvironment(sns.url);
  production = await buildTestApp(database, { env: { NODE_ENV: 'production', SMS_PROVIDER: 'sns', SMS_SENDER_ID: 'OwnerPortal' } });
  withoutProvider = await buildTestApp(database, { env: { NODE_ENV: 'production' } });
});
afterAll(async () => {
  await production.app.close();
  await withoutProvider.app.close();
  restoreEnvironment();
  await sns.close();
  await database.close();
});

const portalLanguageOf = async (userId: string) =>
  (await database.db.selectFrom('accounts').select('portalLanguage').where('userId', '=', userId).executeTakeFirstOrThrow()).portalLanguage;

describe('text messages through Amazon SNS', () => {
  it("sends the text-message owner's code with Publish to the number, transactional, in the request's language while none is stored", async () => {
    expect(await portalLanguageOf('100002')).toBeNull();
    const login = await post(production.app, '/api/login', { userID: '100002', password: DEMO_PASSWORD }, { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ factorDeliveryMethod: 'AWS' });
    const text = sns.published.at(-1)!;
    expect(text.phoneNumber).toBe('+4915123456734');
    expect(text.attributes).toEqual({ 'AWS.SNS.SMS.SMSType': 'Transactional', 'AWS.SNS.SMS.SenderID': 'OwnerPortal' });
    expect(text.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTESTSTANDIN\/\d{8}\/eu-central-1\/sns\/aws4_request/);
    const code = /\b(\d{6})\b/.exec(text.message)?.[1];
    expect(text.message).toBe(`Eigentümerportal-Code: ${code} (gültig 10 Min.). Geben Sie ihn nicht weiter.`);

    // Signing in stores the language: the next messages use it whatever the browser says.
    const verify = await post(production.app, '/api/login/verify', { token: login.json().token, code }, { headers: { 'accept-language': 'de' } });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(await portalLanguageOf('100002')).toBe('de');
    await post(production.app, '/api/login', { userID: '100002', password: DEMO_PASSWORD }, { headers: { 'accept-language': 'en' } });
    expect(sns.published.at(-1)!.message).toMatch(/^Eigentümerportal-Code: \d{6} /);
  });

  it('writes in the language cookie of the portal before Accept-Language', async () => {
    await database.db.updateTable('accounts').set({ portalLanguage: null }).where('userId', '=', '100002').execute();
    await post(production.app, '/api/login', { userID: '100002', password: DEMO_PASSWORD }, { headers: { 'accept-language': 'de' }, cookies: { i18n_redirected: 'hr' } });
    expect(sns.published.at(-1)!.message).toMatch(/^Kod Portala za vlasnike: \d{6} \(vrijedi 10 min\)/);
  });

  it('answers 503 delivery_unavailable, not a 500, when no text-message provider is configured', async () => {
    const before = sns.published.length;
    const login = await post(withoutProvider.app, '/api/login', { userID: '100002', password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ code: 'delivery_unavailable' });
    expect(sns.published.length).toBe(before);
  });
});
