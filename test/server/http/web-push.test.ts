import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushKey, PushPayload } from '../../../src/contract/push';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { browserKeys, decryptPush, startPushStandIn, verifyVapid } from '../helpers/push-service-stand-in';
import { buildTestApp, post, TestClock, type TestApp } from '../helpers/test-app';
import { renewPushSubscription, type RenewalPorts } from '../../../src/sw/push-renewal';

let database: DatabaseHandle;
let test: TestApp;
let strict: TestApp;
let pushService: Awaited<ReturnType<typeof startPushStandIn>>;
let owner: Record<string, string>;
let agency: Record<string, string>;

beforeAll(async () => {
  database = await freshPglite();
  pushService = await startPushStandIn();
  // The stand-in listens on 127.0.0.1 over http: only these settings let the server use it.
  test = await buildTestApp(database, {
    clock: new TestClock(SUMMER_MORNING),
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', PUSH_SERVICE_HOSTS: '127.0.0.1,fcm.googleapis.com' },
  });
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
    ['https://push.example.com/x', 'endpoint'],
    ['https://fcm.googleapis.com.evil.example/fcm/send/x', 'endpoint'],
    ['https://evilfcm.googleapis.com.example/x', 'endpoint'],
  ])('refuses %s: private, not https or not a known push service (400 fieldErrors.%s)', async (endpoint, field) => {
    const response = await subscribe(subscription(endpoint), owner, strict.app);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
  });

  it("does not move another account's endpoint silently: only the same browser (same auth secret) takes it over", async () => {
    const keys = browserKeys();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/held-by-the-owner';
    expect((await subscribe(subscription(endpoint, keys), owner, strict.app)).statusCode).toBe(201);
    const foreign = await subscribe(subscription(endpoint), agency, strict.app);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ code: 'invalid_request', fieldErrors: { endpoint: ['taken'] } });
    const holder = async () => (await endpoints()).find((row) => row.endpoint === endpoint)?.accountId;
    expect(await holder()).toBe(await accountIdOf(database.db, '100001'));
    // The same browser, now signed in to the agency's account, sends the same subscription.
    expect((await subscribe(subscription(endpoint, keys), agency, strict.app)).statusCode).toBe(201);
    expect(await holder()).toBe(await accountIdOf(database.db, '100002'));
    await post(strict.app, '/api/webpush/unsubscribe', { endpoint }, { cookies: agency });
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/x',
    'https://updates.push.services.mozilla.com/wpush/v2/x',
    'https://web.push.apple.com/x',
    'https://wns2-db5p.notify.windows.com/w/?token=x',
  ])('accepts the known push service endpoint %s', async (endpoint) => {
    expect((await subscribe(subscription(endpoint), owner, strict.app)).statusCode).toBe(201);
    await post(strict.app, '/api/webpush/unsubscribe', { endpoint }, { cookies: owner });
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

describe('pushsubscriptionchange (the service worker renews a subscription)', () => {
  /** The worker's fetch, answered by the portal's routes with the owner's session cookies. */
  const workerPorts = (subscribed: (key: ArrayBuffer | string) => { endpoint: string }): RenewalPorts & { keys: (ArrayBuffer | string)[] } => {
    const keys: (ArrayBuffer | string)[] = [];
    return {
      keys,
      subscribe: async (key) => {
        keys.push(key);
        const { endpoint } = subscribed(key);
        return { endpoint, toJSON: () => subscription(endpoint) };
      },
      fetch: async (path, init) => {
        const answer = await test.app.inject({ method: (init?.method ?? 'GET') as 'GET' | 'POST', url: path, cookies: owner, headers: { 'content-type': 'application/json' }, ...(init?.body ? { payload: String(init.body) } : {}) });
        return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode });
      },
    };
  };
  const ownerRows = async () => {
    const accountId = await accountIdOf(database.db, '100001');
    return (await endpoints()).filter((row) => row.accountId === accountId).map((row) => row.endpoint);
  };

  it('stores the browser’s new subscription and drops the old endpoint, so notifications keep coming', async () => {
    const old = subscription('https://fcm.googleapis.com/fcm/send/before-renewal');
    expect((await subscribe(old)).statusCode).toBe(201);
    const next = 'https://fcm.googleapis.com/fcm/send/after-renewal';
    const ports = workerPorts(() => ({ endpoint: 'unused' }));
    await renewPushSubscription({ endpoint: old.endpoint, toJSON: () => old }, { endpoint: next, toJSON: () => subscription(next) }, ports);
    expect(ports.keys).toEqual([]);
    const rows = await ownerRows();
    expect(rows).toContain(next);
    expect(rows).not.toContain(old.endpoint);
  });

  it('without a new subscription subscribes again, with the old key or else the server’s, and tells the server', async () => {
    const old = subscription('https://fcm.googleapis.com/fcm/send/dropped');
    expect((await subscribe(old)).statusCode).toBe(201);
    const key = new Uint8Array([4, 1, 2]).buffer;
    const withOldKey = workerPorts(() => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/resubscribed' }));
    await renewPushSubscription({ endpoint: old.endpoint, options: { applicationServerKey: key }, toJSON: () => old }, null, withOldKey);
    expect(withOldKey.keys).toEqual([key]);
    expect(await ownerRows()).toContain('https://fcm.googleapis.com/fcm/send/resubscribed');
    expect(await ownerRows()).not.toContain(old.endpoint);

    const withServerKey = workerPorts(() => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/from-server-key' }));
    await renewPushSubscription(null, null, withServerKey);
    const serverKey = PushKey.parse((await test.app.inject({ method: 'GET', url: '/api/webpush/key', cookies: owner })).json()).publicKey;
    expect(withServerKey.keys).toEqual([serverKey]);
    expect(await ownerRows()).toContain('https://fcm.googleapis.com/fcm/send/from-server-key');
  });

  it('fails loudly when the server refuses (signed out): nothing is dropped', async () => {
    const ports: RenewalPorts = {
      subscribe: async () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', toJSON: () => subscription('https://fcm.googleapis.com/fcm/send/x') }),
      fetch: async (path, init) => {
        const answer = await test.app.inject({ method: (init?.method ?? 'GET') as 'GET' | 'POST', url: path, headers: { 'content-type': 'application/json' }, ...(init?.body ? { payload: String(init.body) } : {}) });
        return new Response(answer.body, { status: answer.statusCode });
      },
    };
    const old = subscription('https://fcm.googleapis.com/fcm/send/kept');
    expect((await subscribe(old)).statusCode).toBe(201);
    await expect(renewPushSubscription({ endpoint: old.endpoint, toJSON: () => old }, { endpoint: 'https://fcm.googleapis.com/fcm/send/y', toJSON: () => subscription('https://fcm.googleapis.com/fcm/send/y') }, ports)).rejects.toThrow(/401/);
    expect((await endpoints()).map((row) => row.endpoint)).toContain(old.endpoint);
  });
});
