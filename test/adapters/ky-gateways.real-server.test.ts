import type { KyInstance } from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyAuthGateway } from '../../src/adapters/ky-auth-gateway';
import { createHttp } from '../../src/adapters/ky-http';
import { KyReservationsGateway } from '../../src/adapters/ky-reservations-gateway';
import { KySystemGateway } from '../../src/adapters/ky-system-gateway';
import { GatewayError } from '../../src/ports/gateway-error';
import { type DatabaseHandle, freshPglite } from '../support/db';
import { lastOutboxId, waitForMessage } from '../server/helpers/outbox';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../server/helpers/test-app';

/**
 * The browser adapters against the real portal server over HTTP (not fakes): the requests they
 * build, the contract schemas they parse with, and how they report failures. Node's fetch keeps no
 * cookies, so the client here carries them the way the browser does.
 */
let database: DatabaseHandle;
let test: TestApp;
let base: string;

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database);
  base = await test.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await test?.app.close();
  await database?.close();
});

function browserLikeClient() {
  const cookies = new Map<string, string>();
  let unauthorized = 0;
  const http: KyInstance = createHttp({ locale: () => 'de', onUnauthorized: () => void (unauthorized += 1) }).extend({
    prefix: `${base}/api`,
    hooks: {
      beforeRequest: [({ request }) => void request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))],
      afterResponse: [
        ({ response }) => {
          for (const line of response.headers.getSetCookie()) {
            const [pair = ''] = line.split(';');
            const at = pair.indexOf('=');
            const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
            if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
            else cookies.set(name, value);
          }
        },
      ],
    },
  });
  return { http, unauthorizedCount: () => unauthorized };
}

async function signedIn(userID: string) {
  const client = browserLikeClient();
  const auth = new KyAuthGateway(client.http);
  const before = await lastOutboxId(database);
  const attempt = await auth.login({ userID, password: DEMO_PASSWORD });
  const { code } = await waitForMessage(database, before, (message) => message.code !== null);
  await auth.verify(attempt.token, code!);
  return { ...client, auth };
}

describe('the ky adapters against the real server', () => {
  it('signs in with password and code, and the session opens the reservations', async () => {
    const { http } = await signedIn('100002');
    const page = await new KyReservationsGateway(http).list({ size: 5 });
    expect(page.size).toBe(5);
    expect(page.content.length).toBeGreaterThan(0);
    const first = page.content[0]!;
    expect((await new KyReservationsGateway(http).detail(first.resNo)).resNo).toBe(first.resNo);
    // What it earns, parsed with the contract: the net is the income less its deductions.
    const earnings = await new KyReservationsGateway(http).earnings(first.resNo);
    expect(earnings.resNo).toBe(first.resNo);
    expect(Math.round((earnings.gross - earnings.deductions.reduce((sum, d) => sum + d.amount, 0)) * 100)).toBe(Math.round(earnings.net * 100));
  });

  it("refuses a keyholder what a reservation earns with the contract's 403", async () => {
    const { http } = await signedIn('100003');
    const reservations = new KyReservationsGateway(http);
    const [first] = (await reservations.list({ size: 1 })).content;
    const refused = await reservations.earnings(first!.resNo).catch((error: unknown) => error);
    expect((refused as GatewayError).failure).toMatchObject({ kind: 'http', status: 403, code: 'forbidden' });
  });

  it('reports a wrong password as the server says it, with the contract code', async () => {
    const { http } = browserLikeClient();
    const failure = await new KyAuthGateway(http).login({ userID: '100001', password: 'not the password' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect((failure as GatewayError).failure).toMatchObject({ kind: 'http', status: 401 });
  });

  it('names the field of a bad filter, and a reservation that does not exist is a 404', async () => {
    const { http } = await signedIn('100001');
    const reservations = new KyReservationsGateway(http);
    const bad = await reservations.list({ properties: 'not-a-code' }).catch((error: unknown) => error);
    expect((bad as GatewayError).failure).toMatchObject({ kind: 'http', status: 400, fieldErrors: { properties: expect.any(Array) } });
    const missing = await reservations.detail('999999999').catch((error: unknown) => error);
    expect((missing as GatewayError).failure).toMatchObject({ kind: 'http', status: 404 });
  });

  it('after logout every call answers 401 and the app is told to log out', async () => {
    const { http, auth, unauthorizedCount } = await signedIn('100003');
    await auth.logout();
    const failure = await new KyReservationsGateway(http).list({}).catch((error: unknown) => error);
    expect((failure as GatewayError).failure).toMatchObject({ kind: 'http', status: 401 });
    expect(unauthorizedCount()).toBe(1);
  });

  it('finds the server redirect of an old address, and none for a current one', async () => {
    const system = new KySystemGateway(browserLikeClient().http);
    expect(await system.redirectFor('/statements')).toBe('/payments-overview/statements');
    expect(await system.redirectFor('/reservations/arrivals')).toBeNull();
  });
});
