import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushKey, PushPayload } from '../../../src/contract/push';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { browserKeys, decryptPush, startPushStandIn, verifyVapid } from '../helpers/push-service-stand-in';
import { buildTestApp, post, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let strict: TestApp;
let pushService: Awaited<ReturnType<typeof startPushStandIn>>;
let owner: Record<string, string>;
let agency: Record<string, string>;

beforeAll(async () => {
  database = await freshPglite();
  pushService = await startPushStandIn();
  // The stand-in listens on 127.0.0.1 over http: only this flag lets the server use it.
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING), env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' } });
  strict = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  [owner, agency] = await Promise.all([sessionFor(test, '100001'), sessionFor(test, '100002')]);
});
afterAll(async () => {
  await test.app.close();
  await strict.app.close();
  await pushService.close();
  await database.close();
});

const subscription = (endpoint: string, keys = browserKeys()) => ({ endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } });
const subscribe = (body: unknown, cookies = owner, app = test.app) => post(app, '/api/webpush/subscribe', body, { cookies });
const endpoints = async () => (await database.db.selectFrom('pushSubscriptions').select(['endpoint', 'accountId']).execute());

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('GET /api/webpush/key', () => {
  it('answers the VAPID public key, the same on every instance, after 401 without session', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/webpush/key' })).statusCode).toBe(401);
    const key = PushKey.parse((await test.app.inject({ method: 'GET', url: '/api/webpush/key', cookies: owner })).json()).publicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(PushKey.parse((await strict.app.inject({ method: 'GET', url: '/api/webpush/key', cookies: owner })).json()).publicKey).toBe(key);
  });
});

describe('POST /api/webpush/subscribe and unsubscribe', () => {
  it('stores a subscription per endpoint; the last account to subscribe a browser owns it', async () => {
    const body = subscription('https://fcm.googleapis.com/fcm/send/abc');
    expect((await subscribe(body, owner, strict.app)).statusCode).toBe(201);
    expect((await subscribe(body, owner, strict.app)).statusCode).toBe(201);
    expect((await subscribe(body, agency, strict.app)).statusCode).toBe(201);
    const rows = (await endpoints()).filter((row) => row.endpoint === body.endpoint);
    expect(rows).toEqual([{ endpoint: body.endpoint, accountId: await accountIdOf(database.db, '100002') }]);
    // Unsubscribing someone else's endpoint does nothing; the owner's own removes it.
    expect((await post(test.app, '/api/webpush/unsubscribe', { endpoint: body.endpoint }, { cookies: owner })).statusCode).toBe(204);
    expect((await endpoints()).some((row) => row.endpoint === body.endpoint)).toBe(true);
    expect((await post(test.app, '/api/webpush/unsubscribe', { endpoint: body.endpoint }, { cookies: agency })).statusCode).toBe(204);
    expect((await endpoints()).some((row) => row.endpoint === body.endpoint)).toBe(false);
  });

  it.each([
    ['http://127.0.0.1:9/push', 'endpoint'],
    ['https://localhost/push', 'endpoint'],
    ['https://10.1.2.3/push', 'endpoint'],
    ['https://[::1]/push', 'endpoint'],
    ['https://192.168.0.10/push', 'endpoint'],
    ['ftp://push.example.com/x', 'endpoint'],
    ['not a url', 'endpoint'],
  ])('refuses %s unless private endpoints are allowed (400 fieldErrors.%s)', async (endpoint, field) => {
    const response = await subscribe(subscription(endpoint), owner, strict.app);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
  });

  it('refuses keys that cannot encrypt', async () => {
    const keys = browserKeys();
    const notAPoint = Buffer.alloc(65, 7).toString('base64url');
    const shortAuth = Buffer.alloc(8, 1).toString('base64url');
    const response = await subscribe({ endpoint: `${pushService.origin}/push/x`, keys: { p256dh: notAPoint, auth: shortAuth } });
    expect(response.json().fieldErrors).toEqual({ 'keys.p256dh': ['invalid_format'], 'keys.auth': ['invalid_format'] });
    expect((await subscribe({ endpoint: `${pushService.origin}/push/x`, keys: { p256dh: keys.p256dh } })).statusCode).toBe(400);
  });
});

describe('delivery', () => {
  it("sends a VAPID-signed, encrypted push in the account's language when a notification is created", async () => {
    const keys = browserKeys();
    expect((await subscribe(subscription(`${pushService.origin}/push/agency`, keys), agency)).statusCode).toBe(201);
    const booking = await post(test.app, '/api/demo/booking', undefined, { cookies: agency });
    expect(booking.statusCode).toBe(201);
    await until(() => pushService.received.some((push) => push.path === '/push/agency'));
    const push = pushService.received.find((candidate) => candidate.path === '/push/agency')!;

    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
    const publicKey = PushKey.parse((await test.app.inject({ method: 'GET', url: '/api/webpush/key', cookies: agency })).json()).publicKey;
    const claims = verifyVapid(push.headers.authorization, publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe('mailto:no-reply@example.com');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);

    const payload = PushPayload.parse(decryptPush(push.body, keys));
    const reservation = booking.json();
    expect(payload.title).toBe('Neue Reservierung');
    expect(payload.body).toContain(reservation.accommodation.name);
    expect(payload.url).toBe(`/reservations/arrivals/${reservation.id}`);
    expect(payload.tag).toMatch(/^notification-\d+$/);
  });

  it('removes subscriptions the push service says are gone (404, 410) and keeps others', async () => {
    for (const path of ['/push/gone', '/push/missing', '/push/busy']) {
      expect((await subscribe(subscription(`${pushService.origin}${path}`))).statusCode).toBe(201);
    }
    pushService.answer.set('/push/gone', 410);
    pushService.answer.set('/push/missing', 404);
    pushService.answer.set('/push/busy', 503);
    expect((await post(test.app, '/api/demo/notification', { type: 'legal' }, { cookies: owner })).statusCode).toBe(201);
    const kept = `${pushService.origin}/push/busy`;
    await until(async () => {
      const rows = (await endpoints()).map((row) => row.endpoint);
      return rows.includes(kept) && !rows.some((endpoint) => endpoint.endsWith('/push/gone') || endpoint.endsWith('/push/missing'));
    });
    expect(pushService.received.filter((push) => push.path === '/push/busy')).toHaveLength(1);
  });

  it('never fails the request when the push service is unreachable', async () => {
    expect((await subscribe(subscription('http://127.0.0.1:1/push'))).statusCode).toBe(201);
    const response = await post(test.app, '/api/demo/notification', { type: 'feature' }, { cookies: owner });
    expect(response.statusCode).toBe(201);
  });

  it('sends nothing to an owner who turned pushes off', async () => {
    const keyholder = await sessionFor(test, '100003');
    expect((await subscribe(subscription(`${pushService.origin}/push/quiet`), keyholder)).statusCode).toBe(201);
    await database.db.updateTable('accounts').set({ pushEnabled: false }).where('userId', '=', '100003').execute();
    expect((await post(test.app, '/api/demo/notification', { type: 'feature' }, { cookies: keyholder })).statusCode).toBe(201);
    // A push that was sent would arrive in milliseconds on loopback.
    await new Promise((r) => setTimeout(r, 200));
    expect(pushService.received.some((push) => push.path === '/push/quiet')).toBe(false);
  });
});
