import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceFormToken, ReferralList, ReferralReceipt } from '../../../src/contract/referral';
import { REFERRALS_LIMIT } from '../../../src/server/throttling/account-limits';
import { REFERENCE_FORM_PER_MINUTE } from '../../../src/server/http/referral-routes';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, post, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
const OWNER = '100001';
const AGENCY = '100002';

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const referral = { name: 'Ivo Marić', email: 'ivo@example.com', location: 'Hvar, Croatia', message: 'Has a stone house by the sea.', consent: true };
const publicCount = async () => Number((await database.db.selectFrom('referrals').select((eb) => eb.fn.countAll().as('n')).where('accountId', 'is', null).executeTakeFirstOrThrow()).n);
const formToken = async () => ReferenceFormToken.parse((await test.app.inject({ method: 'GET', url: '/api/reference-form/token' })).json()).formToken;
// Each public test has an address of its own, so the per-address limit counts only its requests.
const from = (address: string) => ({ remoteAddress: address });

describe('logged-in referrals', () => {
  it('lists the recommendation the demo inbox thanks the owner for', async () => {
    const cookies = await sessionFor(test, OWNER);
    const notices = await database.db
      .selectFrom('notifications')
      .innerJoin('accounts', 'accounts.id', 'notifications.accountId')
      .select('notifications.payload')
      .where('accounts.userId', '=', OWNER)
      .where('notifications.type', '=', 'referral')
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    const names = ReferralList.parse((await test.app.inject({ method: 'GET', url: '/api/referrals', cookies })).json()).content.map((entry) => entry.name);
    for (const notice of notices) expect(names).toContain((notice.payload as { referral: { name: string } }).referral.name);
  });

  it('answers 429 with Retry-After beyond the per-account limit and stores nothing more; a day later they count again', async () => {
    const cookies = await sessionFor(test, '100003');
    const count = async () => ReferralList.parse((await test.app.inject({ method: 'GET', url: '/api/referrals', cookies })).json()).content.length;
    const seeded = await count();
    for (let i = 0; i < REFERRALS_LIMIT.max; i++) expect((await post(test.app, '/api/referrals', referral, { cookies })).statusCode).toBe(201);
    const refused = await post(test.app, '/api/referrals', referral, { cookies });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toBe(seeded + REFERRALS_LIMIT.max);
    test.clock.advance(REFERRALS_LIMIT.windowMs);
    expect((await post(test.app, '/api/referrals', referral, { cookies: await sessionFor(test, '100003') })).statusCode).toBe(201);
  });

  it.each([
    ['GET', '/api/referrals'],
    ['POST', '/api/referrals'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    expect((await test.app.inject({ method, url, payload: referral })).statusCode).toBe(401);
  });

  it("stores the owner's recommendation and lists it with its status, newest first, for that owner only", async () => {
    const cookies = await sessionFor(test, OWNER);
    const first = await post(test.app, '/api/referrals', referral, { cookies });
    expect(first.statusCode, first.body).toBe(201);
    test.clock.advance(60_000);
    const second = await post(test.app, '/api/referrals', { name: 'Ana Kos', phone: '+385 91 111 2222', location: 'Istria', consent: true }, { cookies });
    expect(second.statusCode).toBe(201);
    const { content } = ReferralList.parse((await test.app.inject({ method: 'GET', url: '/api/referrals', cookies })).json());
    // With the one the demo seed made (the inbox thanks for it), dated by the seed's clock.
    expect(content.map((entry) => entry.name).filter((name) => name !== 'Marta Novak')).toEqual(['Ana Kos', 'Ivo Marić']);
    expect(content.find((entry) => entry.name === 'Ivo Marić')).toMatchObject({ id: ReferralReceipt.parse(first.json()).id, email: 'ivo@example.com', phone: null, status: 'RECEIVED', message: referral.message });
    const theirs = ReferralList.parse((await test.app.inject({ method: 'GET', url: '/api/referrals', cookies: await sessionFor(test, AGENCY) })).json());
    expect(theirs.content.map((entry) => entry.name)).toEqual(['Marta Novak']);
  });

  it.each([
    [{ ...referral, email: undefined }, 'email'],
    [{ ...referral, email: 'not-an-address' }, 'email'],
    [{ ...referral, email: undefined, phone: '12' }, 'phone'],
    [{ ...referral, name: ' ' }, 'name'],
    [{ ...referral, location: '' }, 'location'],
    [{ ...referral, consent: false }, 'consent'],
    [{ ...referral, message: 'x'.repeat(2001) }, 'message'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await post(test.app, '/api/referrals', body, { cookies: await sessionFor(test, OWNER) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toContain(field);
  });
});

describe('the public reference form', () => {
  it('stores a recommendation sent with a form token a few seconds old', async () => {
    const before = await publicCount();
    const token = await formToken();
    test.clock.advance(5_000);
    const response = await post(test.app, '/api/reference-form', { ...referral, formToken: token, website: '' }, from('10.0.0.1'));
    expect(response.statusCode, response.body).toBe(201);
    expect(await publicCount()).toBe(before + 1);
  });

  it('refuses a form sent faster than a person types, a forged and a day-old token, naming formToken', async () => {
    const before = await publicCount();
    const fresh = await formToken();
    const forged = `${test.clock.now().getTime() - 10_000}.${'A'.repeat(43)}`;
    const early = await post(test.app, '/api/reference-form', { ...referral, formToken: fresh }, from('10.0.0.2'));
    test.clock.advance(25 * 3_600_000);
    const stale = await post(test.app, '/api/reference-form', { ...referral, formToken: fresh }, from('10.0.0.2'));
    const fake = await post(test.app, '/api/reference-form', { ...referral, formToken: forged }, from('10.0.0.2'));
    for (const response of [early, stale, fake]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { formToken: ['expired'] } });
    }
    expect(await publicCount()).toBe(before);
  });

  it('answers a bot that fills in the hidden field as it answers people, and stores nothing', async () => {
    const before = await publicCount();
    const token = await formToken();
    test.clock.advance(5_000);
    const response = await post(test.app, '/api/reference-form', { ...referral, formToken: token, website: 'http://spam.example' }, from('10.0.0.3'));
    expect(response.statusCode).toBe(201);
    expect(await publicCount()).toBe(before);
  });

  it('checks the fields like the logged-in form', async () => {
    const token = await formToken();
    test.clock.advance(5_000);
    const response = await post(test.app, '/api/reference-form', { ...referral, email: 'nope', formToken: token }, from('10.0.0.4'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { email: expect.any(Array) } });
  });

  it('answers 429 when one address floods it, and takes it again a minute later', async () => {
    const token = await formToken();
    test.clock.advance(5_000);
    const send = () => post(test.app, '/api/reference-form', { ...referral, formToken: token }, from('10.0.0.5'));
    for (let i = 0; i < REFERENCE_FORM_PER_MINUTE; i++) expect((await send()).statusCode).toBe(201);
    const flooded = await send();
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toMatchObject({ code: 'too_many_requests' });
    expect((await post(test.app, '/api/reference-form', { ...referral, formToken: token }, from('10.0.0.6'))).statusCode).toBe(201);
    test.clock.advance(60_000);
    expect((await send()).statusCode).toBe(201);
  });
});
