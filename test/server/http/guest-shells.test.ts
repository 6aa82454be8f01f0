import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/route-table';
import { SIGNED_IN_COOKIE } from '../../../src/contract/cookies';
import { CONSENT_KEY, LOCALE_COOKIE } from '../../../src/domain/constants';
import { createApp } from '../../../src/server/app';
import { typedDatabase } from '../../../src/server/db/open';
import { testConfig } from '../helpers/test-app';

// Issue 23 point 1: the server answers each prerendered guest page with its first view in the
// visitor's language (shells.json, written by build.mjs from scripts/route-chunks.mjs), and a
// visitor's path that no client route matches with the prerendered 404 page and status 404, while a
// page behind login still gets the login shell (the client sends the visitor to sign in).
const unusedDb = typedDatabase(new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://unused@127.0.0.1:1/none' }) }));
const page = (name: string) => `<!doctype html><html><head></head><body><div id="root">${name}</div></body></html>`;
const localized = (name: string) => ({ localized: `shells/${name}.{locale}.html`, decided: `shells/${name}.{locale}.decided.html`, styleHashes: [`sha256-${name}`] });

let clientDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'portal-guest-shells-'));
  await mkdir(path.join(clientDir, 'shells'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), page('index'));
  const names = ['login', 'forgot-password', 'forgot-number', 'reset-password', 'reference-form', 'not-found'];
  for (const name of names) {
    await writeFile(path.join(clientDir, 'shells', `${name}.html`), page(name));
    for (const locale of ['de', 'en']) {
      await writeFile(path.join(clientDir, 'shells', `${name}.${locale}.html`), page(`${name} ${locale}`));
      await writeFile(path.join(clientDir, 'shells', `${name}.${locale}.decided.html`), page(`${name} ${locale} decided`));
    }
  }
  // As build.mjs writes it, with the client's real route patterns.
  await writeFile(
    path.join(clientDir, 'shells.json'),
    JSON.stringify([
      { pattern: '^/login/?$', signedIn: null, file: 'shells/login.html', ...localized('login') },
      { pattern: '^/forgot-password/?$', signedIn: false, file: 'shells/forgot-password.html', ...localized('forgot-password') },
      { pattern: '^/forgot-number/?$', signedIn: false, file: 'shells/forgot-number.html', ...localized('forgot-number') },
      { pattern: '^/reset-password/?$', query: 'id', signedIn: false, file: 'shells/reset-password.html', ...localized('reset-password') },
      { pattern: '^/reference-form/?$', signedIn: false, file: 'shells/reference-form.html', ...localized('reference-form') },
      { pattern: '^/', signedIn: false, file: 'shells/not-found.html', ...localized('not-found'), unknownOf: routes.map((route) => route.pattern), status: 404 },
      { pattern: '^/', signedIn: false, file: 'shells/login.html' },
    ]),
  );
  app = await createApp({ config: testConfig({ CLIENT_DIR: clientDir }), db: unusedDb, logger: false });
});
afterAll(async () => {
  await app?.close();
  await unusedDb.destroy();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers }, cookies: { [LOCALE_COOKIE]: 'de', ...cookies } });
const root = (body: string) => body.match(/<div id="root">([^<]*)<\/div>/)?.[1];
const decided = { [CONSENT_KEY]: 'statistics=0&at=2026-11-01T00:00:00.000Z' };

describe('guest page shells', () => {
  it("answer the recovery forms and the reference form prerendered in the visitor's language, without the cookie prompt once decided", async () => {
    for (const name of ['forgot-password', 'forgot-number', 'reference-form']) {
      const first = await get(`/${name}`);
      expect(first.statusCode, name).toBe(200);
      expect(root(first.body), name).toBe(`${name} de`);
      expect(String(first.headers['content-security-policy']), name).toContain(`'sha256-${name}'`);
      expect(root((await get(`/${name}/`, decided)).body), name).toBe(`${name} de decided`);
    }
    expect(root((await get('/forgot-password', { [LOCALE_COOKIE]: 'en' })).body)).toBe('forgot-password en');
  });

  it("answer the reset page prerendered only with its link's id: without one the page sends the visitor to sign in", async () => {
    for (const url of ['/reset-password?id=abc', '/reset-password/?x=1&id=abc']) expect(root((await get(url)).body), url).toBe('reset-password de');
    for (const url of ['/reset-password', '/reset-password?id=', '/reset-password?token=abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(root(response.body), url).toBe('login');
    }
    expect(root((await get('/reset-password?id=abc', { [SIGNED_IN_COOKIE]: '1' })).body)).toBe('index');
  });

  it('give a signed-in owner the plain SPA shell on them (the guest forms redirect home; the reference form is the owner one)', async () => {
    for (const url of ['/forgot-password', '/reference-form']) expect(root((await get(url, { [SIGNED_IN_COOKIE]: '1' })).body), url).toBe('index');
  });

  it('answer a visitor on a path no client route matches with the 404 page and status 404', async () => {
    for (const url of ['/no-such-page', '/inbox/more', '/guide/x', '/forgot-password/later', '/reservations/a/b/c', '/caf%C3%A9']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(root(response.body), url).toBe('not-found de');
      // No validators: a revalidation's 304 would keep the status 404 and lose the page.
      expect(response.headers.etag, url).toBeUndefined();
      expect(response.headers['last-modified'], url).toBeUndefined();
    }
    expect(root((await get('/no-such-page', decided)).body)).toBe('not-found de decided');
    const conditional = await get('/no-such-page', {}, { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() });
    expect(conditional.statusCode).toBe(404);
    expect(root(conditional.body)).toBe('not-found de');
  });

  it('keep deep links to pages behind login: a visitor gets the login shell (200) and the client sends them to sign in', async () => {
    for (const url of ['/', '/inbox', '/reservations/arrivals', '/reservations/cancelled', '/contract-prices', '/contract-prices/a/b', '/profile/legal/form-owner']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(root(response.body), url).toBe('login');
    }
  });

  it("answer a signed-in owner's unknown path with the SPA shell, whose 404 page shows in the signed-in layout", async () => {
    const response = await get('/no-such-page', { [SIGNED_IN_COOKIE]: '1' });
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe('index');
  });
});
