import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../../src/contract/cookies';
import { LOCALE_COOKIE } from '../../../src/domain/constants';
import { createApp } from '../../../src/server/app';
import { typedDatabase } from '../../../src/server/db/open';
import { testConfig } from '../helpers/test-app';

// Issue 23 point 1 on the built client (npm test builds first): /login answers its first view
// prerendered in the language the client will pick (cookie, else Accept-Language, else English).
const clientDir = path.resolve(import.meta.dirname, '../../../dist/client');
const built = existsSync(path.join(clientDir, 'shells.json'));

/** The page routes never query here: a database handle that is never connected is enough. */
const unusedDb = typedDatabase(new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://unused@127.0.0.1:1/none' }) }));
let app: FastifyInstance;

/** The heading of the login form in a language, as the build's catalog has it. */
const heading = (locale: string) => {
  const compiled = (JSON.parse(readFileSync(path.join(clientDir, '_i18n', locale, 'messages.json'), 'utf8')) as Record<string, string[]>)['login.title'];
  return (compiled ?? []).join('');
};

describe.runIf(built)('prerendered pages', () => {
  beforeAll(async () => {
    app = await createApp({ config: testConfig({ CLIENT_DIR: clientDir }), db: unusedDb, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await unusedDb.destroy();
  });

  const page = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers }, cookies });

  it('answers /login in German for the German language cookie, with the German form', async () => {
    const response = await page('/login', { 'accept-language': 'fr-FR,fr;q=0.9' }, { [LOCALE_COOKIE]: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root" data-locale="de">');
    expect(response.body).toContain('<html lang="de-DE">');
    expect(response.body).toContain(heading('de'));
    expect(response.body).toContain('Eigentümernummer');
    expect(response.headers.vary).toMatch(/cookie/);
    expect(response.headers.vary).toMatch(/accept-language/);
  });

  it("without the cookie picks the first of Accept-Language's languages it speaks, else English", async () => {
    expect((await page('/login', { 'accept-language': 'ja-JP, fr-CH;q=0.9, de;q=0.8' })).body).toContain(heading('fr'));
    expect((await page('/login/', { 'accept-language': 'pl' })).body).toContain('<div id="root" data-locale="pl">');
    const english = await page('/login', { 'accept-language': 'ja-JP' });
    expect(english.body).toContain('<div id="root" data-locale="en">');
    expect(english.body).toContain(heading('en'));
    expect((await page('/login')).body).toContain('<div id="root" data-locale="en">');
    // A cookie naming no language of ours counts as none.
    expect((await page('/login', { 'accept-language': 'it' }, { [LOCALE_COOKIE]: 'xx' })).body).toContain('<div id="root" data-locale="it">');
  });

  it('carries the cookie prompt on a first visit, and leaves it out once the CONSENT cookie holds a decision', async () => {
    const first = await page('/login', { 'accept-language': 'de' });
    expect(first.body).toContain('Cookies und Statistiken');
    const decided = await page('/login', { 'accept-language': 'de' }, { CONSENT: 'statistics=0&at=2026-11-01T00:00:00.000Z' });
    expect(decided.body).toContain(heading('de'));
    expect(decided.body).not.toContain('Cookies und Statistiken');
    // A value that is no decision shows the prompt, as the client does (domain/consent.ts).
    expect((await page('/login', { 'accept-language': 'de' }, { CONSENT: 'maybe' })).body).toContain('Cookies und Statistiken');
    expect(decided.headers.vary).toMatch(/cookie/);
  });

  it('answers a signed-in visitor on /login the same first view (the session is checked in the page)', async () => {
    const response = await page('/login', { 'accept-language': 'nl' }, { [SIGNED_IN_COOKIE]: '1' });
    expect(response.body).toContain(heading('nl'));
  });

  it("lets the CSP allow exactly the page's inline critical CSS, by its hash; other pages allow no inline style", async () => {
    const response = await page('/login', { 'accept-language': 'es' });
    const inline = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0] ?? '').digest('base64');
    const styleSrc = String(response.headers['content-security-policy']).split(';').find((d) => d.startsWith('style-src'));
    // Only hashes of the build's inline blocks (this page's among them), never 'unsafe-inline'.
    expect(styleSrc).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(styleSrc).toContain(`'sha256-${hash}'`);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self';");
    const plain = await page('/reservations/upcoming');
    expect(String(plain.headers['content-security-policy']).split(';')).toContain("style-src 'self'");
    expect(plain.body).not.toContain('<style>');
  });

  it("answers a visitor's /guide prerendered in their language; a signed-in owner's (logged-in layout) is not", async () => {
    const guideTitle = (locale: string) => (JSON.parse(readFileSync(path.join(clientDir, '_i18n', locale, 'messages.json'), 'utf8')) as Record<string, string[]>)['guide.title']?.join('') ?? '';
    const visitor = await page('/guide', { 'accept-language': 'hr' });
    expect(visitor.body).toContain('<div id="root" data-locale="hr">');
    expect(visitor.body).toContain(guideTitle('hr').replace(/'/g, '&#x27;'));
    const owner = await page('/guide', { 'accept-language': 'hr' }, { [SIGNED_IN_COOKIE]: '1' });
    expect(owner.body).toContain('<div id="root"></div>');
  });

  /** A message of a language's first catalog part, as React escapes it in HTML. */
  const text = (locale: string, id: string) =>
    ((JSON.parse(readFileSync(path.join(clientDir, '_i18n', locale, 'messages.json'), 'utf8')) as Record<string, string[]>)[id] ?? []).join('').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

  it("answers a visitor's recovery forms and reference form prerendered in their language", async () => {
    for (const [url, heading] of [['/forgot-password', 'forgotPassword.title'], ['/forgot-number', 'forgotNumber.title'], ['/reference-form', 'referral.title']] as const) {
      const response = await page(url, { 'accept-language': 'pl' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root" data-locale="pl">');
      expect(response.body, url).toContain(text('pl', heading));
    }
    expect((await page('/reference-form', { 'accept-language': 'pl' }, { [SIGNED_IN_COOKIE]: '1' })).body).toContain('<div id="root"></div>');
    // The reset page with its link's id: the heading and "checking your link", the same for any id.
    const reset = await page('/reset-password?id=AbC123', { 'accept-language': 'pl' });
    expect(reset.body).toContain(text('pl', 'resetPassword.title'));
    expect(reset.body).toContain(text('pl', 'resetPassword.checking'));
    expect(reset.body).not.toContain('AbC123');
    expect((await page('/reset-password', { 'accept-language': 'pl' })).body).not.toContain(text('pl', 'resetPassword.title'));
  });

  it("answers a visitor's unknown path with the 404 page in their language and status 404; a member page still gets the login shell", async () => {
    const response = await page('/no-such-page', { 'accept-language': 'it' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root" data-locale="it">');
    expect(response.body).toContain(`<title>${text('it', 'meta.notFound')} · `);
    expect(response.body).toContain(text('it', 'error.notFound.text'));
    expect((await page('/inbox', { 'accept-language': 'it' })).statusCode).toBe(200);
    expect((await page('/no-such-page', { 'accept-language': 'it' }, { [SIGNED_IN_COOKIE]: '1' })).body).toContain('<div id="root"></div>');
  });

  it('gives a member page without a session the plain login shell: its first render waits for the session', async () => {
    const response = await page('/reservations/upcoming', { 'accept-language': 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain(heading('de'));
  });
});
