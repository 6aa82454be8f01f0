import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../../src/contract/cookies';
import { FIRST_VIEW_READS_HEADER, firstViewReads, isOfflineReadable } from '../../../src/contract/offline-copies';
import { FIRST_VIEW_SCRIPTS_ID, FIRST_VIEW_STATE_ID, type FirstViewScripts, type FirstViewState } from '../../../src/contract/first-view';
import { asVisitor, timeZoneOf } from '../../../src/server/http/first-views';
import { freshPglite, type DatabaseHandle } from '../../support/db';
import { buildTestApp, signIn, type TestApp } from '../helpers/test-app';

// Issue 23 point 1 on the built client and renderer (npm test builds first): a signed-in page's
// HTML carries its first view with the visitor's own data, and the state the browser starts from.
const clientDir = path.resolve(import.meta.dirname, '../../../dist/client');
const built = existsSync(path.resolve(clientDir, '../server/first-view.mjs'));

let database: DatabaseHandle;
let test: TestApp;
let agency: Record<string, string>;
let owner: Record<string, string>;

const page = (url: string, cookies: Record<string, string>, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, cookies: { ...cookies, [SIGNED_IN_COOKIE]: '1' }, headers: { 'accept-encoding': 'identity', ...headers } });

const stylesOf = (html: string): readonly string[] => {
  const json = new RegExp(`<script type="application/json" id="${FIRST_VIEW_SCRIPTS_ID}">([^<]*)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as FirstViewScripts).styles : [];
};
const stateOf = (html: string): FirstViewState | null => {
  const json = new RegExp(`<script type="application/json" id="${FIRST_VIEW_STATE_ID}">([^<]*)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as FirstViewState) : null;
};

describe.runIf(built)('first views of signed-in pages', () => {
  beforeAll(async () => {
    database = await freshPglite();
    test = await buildTestApp(database, { env: { CLIENT_DIR: clientDir } });
    agency = await signIn(test, '100002');
    owner = await signIn(test, '100001');
  });
  afterAll(async () => {
    await test?.app.close();
    await database?.close();
  });

  it("answers the overview with the account's data rendered in the visitor's language, and the state it was rendered with", async () => {
    const response = await page('/', agency, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root" data-locale="de">');
    expect(response.body).toContain('<html lang="de-DE">');
    expect(response.body).toContain('<title>Übersicht · Holiday Homes Group</title>');
    // The page with its data: the heading, the account's name and its key figures, before any script.
    expect(response.body).toMatch(/<h1[^>]*>Übersicht<\/h1>/);
    expect(response.body).toContain('Adria &amp; Alpen Ferienagentur GmbH');
    const state = stateOf(response.body);
    expect(state?.profile.userID).toBe('100002');
    expect(state?.queries.map((answer) => answer.key)).toContainEqual(['dashboard']);
    expect(state?.queries.every((answer) => answer.data !== undefined && answer.updatedAt > 0)).toBe(true);
    // The visitor's own data: no shared cache keeps it.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/);
  });

  it('renders each owner their own page: nothing of another account is in it', async () => {
    const response = await page('/', owner);
    expect(stateOf(response.body)?.profile.userID).toBe('100001');
    expect(response.body).not.toContain('Adria &amp; Alpen');
    expect(response.body).not.toContain('100002');
  });

  it('carries the CSS its HTML uses and its one script inline, each allowed by its hash alone, and no style attribute (which the CSP would block)', async () => {
    const response = await page('/payments-overview', agency);
    const inline = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(response.body).not.toContain('<link rel="stylesheet"');
    // Only the rules its HTML uses: the whole stylesheet loads once the page has painted.
    const whole = readFileSync(path.join(clientDir, stylesOf(response.body)[0] ?? ''), 'utf8');
    expect((inline[0] ?? '').length).toBeLessThan(whole.length / 2);
    const hash = createHash('sha256').update(inline[0] ?? '').digest('base64');
    const styleSrc = String(response.headers['content-security-policy']).split(';').find((d) => d.startsWith('style-src'));
    expect(styleSrc).toBe(`style-src 'self' 'sha256-${hash}'`);
    // One inline script (the submit guard, the early taps' keeper, the Intl worker), allowed by its hash alone.
    const scripts = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    const scriptHash = createHash('sha256').update(scripts[0] ?? '').digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${scriptHash}';`);
    for (const url of ['/', '/payments-overview', '/reservations/arrivals', '/bookings/calendar/HR2731.100.1', '/inbox', '/profile', '/documents']) {
      const body = (await page(url, url.startsWith('/bookings') ? owner : agency)).body;
      expect(stateOf(body), url).not.toBeNull();
      expect(body, url).not.toMatch(/<[^>]+\sstyle="/);
    }
  });

  it('answers a query that waits for another (the payments list after the overview) in the same HTML', async () => {
    const state = stateOf((await page('/payments-overview', agency)).body);
    const keys = (state?.queries ?? []).map((answer) => JSON.stringify(answer.key));
    expect(keys.some((key) => key.includes('transactions'))).toBe(true);
  });

  it('renders a home month, which waits for the homes, and the calendar\'s lazy iCal import section in the same HTML', async () => {
    const body = (await page('/bookings/calendar/HR2731.100.1?date=2026-12-01', owner)).body;
    const keys = (stateOf(body)?.queries ?? []).map((answer) => JSON.stringify(answer.key));
    expect(keys.some((key) => key.includes('HR2731.100.1'))).toBe(true);
    expect(body).toContain('Import calendars from other platforms');
    expect(body).toContain('Show the calendar address');
  });

  it("shows moments in the visitor's time zone, from the browser's cookie", async () => {
    const dates = async (zone: string) => [...(await page('/inbox', { ...agency, portal_tz: zone })).body.matchAll(/\d{1,2} [A-Z][a-z]{2} 20\d\d/g)].map((m) => m[0]);
    const east = await dates('Pacific/Kiritimati');
    const west = await dates('Pacific/Pago_Pago');
    expect(east.length).toBeGreaterThan(0);
    // 25 hours apart: the inbox's days differ.
    expect(east).not.toEqual(west);
  });

  it("renders the first view through the installed app's service worker too, naming the reads it may keep offline, the profile first", async () => {
    const response = await page('/bookings/calendar/HR2731.100.1', owner, { 'service-worker-navigation-preload': 'true' });
    expect(response.statusCode).toBe(200);
    expect(stateOf(response.body)?.profile.userID).toBe('100001');
    expect(response.headers.vary).toMatch(/service-worker-navigation-preload/);
    const reads = firstViewReads(String(response.headers[FIRST_VIEW_READS_HEADER.toLowerCase()]));
    expect(reads[0]).toBe('/api/profile');
    expect(reads).toContainEqual(expect.stringMatching(/^\/api\/calendar\/HR2731\.100\.1\?/));
    // Only what the worker keeps: no other read of the page (its prices, its settings) is named.
    expect(reads.every((read) => isOfflineReadable(read.split('?')[0]!))).toBe(true);
  });

  it('names no reads to a browser without the service worker, which keeps nothing', async () => {
    const response = await page('/bookings/calendar/HR2731.100.1', owner);
    expect(stateOf(response.body)).not.toBeNull();
    expect(response.headers[FIRST_VIEW_READS_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('is compressed when the browser accepts it', async () => {
    const response = await page('/', agency, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/);
  });

  it('answers the plain shell without a session, for a page the guard sends elsewhere, for an unknown path and for a public page', async () => {
    for (const [url, cookies] of [
      ['/', { portal_session: 'not-a-session' }],
      ['/', {}],
      ['/tax-id', agency],
      ['/login', agency],
      ['/no-such-page', agency],
      ['/reference-form', agency],
    ] as const) {
      const response = await page(url, cookies);
      expect(response.statusCode, url).toBe(200);
      expect(stateOf(response.body), url).toBeNull();
      // The client does the rest (the login page is prerendered for any visitor).
      if (url !== '/login') expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe.runIf(built)("the render's calls", () => {
  beforeAll(async () => {
    database = await freshPglite();
    test = await buildTestApp(database);
    agency = await signIn(test, '100002');
  });
  afterAll(async () => {
    await test?.app.close();
    await database?.close();
  });

  const request = (cookies: Record<string, string>) =>
    ({ ip: '198.51.100.7', headers: { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '), 'accept-language': 'fr' } }) as never;

  it('reads the API as the visitor, and only reads it', async () => {
    const fetch = asVisitor(test.app, request(agency));
    const profile = await fetch('http://portal.invalid/api/profile');
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { userID: string }).userID).toBe('100002');
    expect((await asVisitor(test.app, request({}))('http://portal.invalid/api/profile')).status).toBe(401);
    await expect(fetch('http://portal.invalid/api/logout', { method: 'POST' })).rejects.toThrow(/may only read/);
    await expect(fetch('http://portal.invalid/_demo/mailbox')).rejects.toThrow(/may only read/);
  });
});

describe("the visitor's time zone", () => {
  it('is a zone Intl knows, from the cookie, or none', () => {
    expect(timeZoneOf('Europe/Zagreb')).toBe('Europe/Zagreb');
    // Intl's own name for the zone (some have several).
    expect(timeZoneOf('America/Argentina/Buenos_Aires')).toMatch(/Buenos_Aires$/);
    for (const bad of [undefined, '', 'Mars/Olympus', '../../etc', 'Europe/Zagreb; x', 'x'.repeat(65)]) expect(timeZoneOf(bad), String(bad)).toBeUndefined();
  });
});
