import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../src/server/http/compression';
import { pickLocaleFromHeaders } from '../../../src/server/http/request-locale';
import type { DatabaseHandle } from '../../support/db';
import { sessionFor } from '../helpers/fixtures';
import { buildTestApp, type TestApp, useTestApp } from '../helpers/test-app';

const SHELL = (name: string) => `<!doctype html><html><head><!-- ${name} --><script type="module" src="/assets/main-3f2a1b.js"></script></head></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`;

let clientDir: string;
let database: DatabaseHandle;
let test: TestApp;
let app: FastifyInstance;

useTestApp((opened) => ({ database } = opened));

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'portal-delivery-'));
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await mkdir(path.join(clientDir, 'shells'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), SHELL('index'));
  for (const name of ['login', 'dashboard']) await writeFile(path.join(clientDir, 'shells', `${name}.html`), SHELL(name));
  await writeFile(path.join(clientDir, 'shells', 'login.html.br'), brotliCompressSync(SHELL('login')));
  await writeFile(
    path.join(clientDir, 'shells.json'),
    JSON.stringify([
      { pattern: '^/login/?$', signedIn: null, file: 'shells/login.html' },
      { pattern: '^/$', signedIn: true, file: 'shells/dashboard.html' },
      { pattern: '^/', signedIn: false, file: 'shells/login.html' },
    ]),
  );
  await writeFile(path.join(clientDir, 'build.json'), '{"buildId":"b1"}');
  await writeFile(path.join(clientDir, 'assets', 'main-3f2a1b.js'), SCRIPT);
  await writeFile(path.join(clientDir, 'assets', 'main-3f2a1b.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(clientDir, 'assets', 'main-3f2a1b.js.gz'), gzipSync(SCRIPT));
  test = await buildTestApp(database, { env: { CLIENT_DIR: clientDir } });
  app = test.app;
});
afterAll(async () => {
  await test?.app.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers, cookies });

describe('precompressed files', () => {
  it("sends the build's brotli copy, else its gzip copy, else the file, always with Vary: Accept-Encoding", async () => {
    const br = await get('/assets/main-3f2a1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await get('/assets/main-3f2a1b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/main-3f2a1b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('HTML shells', () => {
  it('answers each first route with the shell that preloads its chunks, by path and signed-in cookie', async () => {
    expect((await get('/login')).body).toContain('<!-- login -->');
    expect((await get('/')).body).toContain('<!-- login -->');
    expect((await get('/inbox')).body).toContain('<!-- login -->');
    expect((await get('/', { cookie: 'portal_signed_in=1' })).body).toContain('<!-- dashboard -->');
    // No shell for this path when signed in: the generic index.html.
    expect((await get('/inbox', { cookie: 'portal_signed_in=1' })).body).toContain('<!-- index -->');
  });

  it('sends the shell precompressed, varying by cookie, language and encoding', async () => {
    const response = await get('/login', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL('login'));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['cookie', 'accept-language', 'accept-encoding']));
  });

  it('preloads the catalog the SPA will fetch first: language cookie, else Accept-Language, else en', async () => {
    expect((await get('/login')).headers.link).toBe('</_i18n/en/messages.json?v=b1>; rel=preload; as=fetch; crossorigin');
    expect((await get('/login', { 'accept-language': 'en-GB;q=0.9, hr-HR' })).headers.link).toContain('/_i18n/en/');
    expect((await get('/login', { 'accept-language': 'sv-SE, de-CH;q=0.8' })).headers.link).toContain('/_i18n/de/');
    expect((await get('/login', { 'accept-language': 'sv', cookie: 'i18n_redirected=pl' })).headers.link).toContain('/_i18n/pl/');
  });

  it('preloads the members part of the catalog too for a signed-in visitor', async () => {
    expect((await get('/', { cookie: 'portal_signed_in=1; i18n_redirected=de' })).headers.link).toBe(
      '</_i18n/de/messages.json?v=b1>; rel=preload; as=fetch; crossorigin, </_i18n/de/members.json?v=b1>; rel=preload; as=fetch; crossorigin',
    );
  });

  it('picks the language like the SPA does', () => {
    expect(pickLocaleFromHeaders(undefined, undefined)).toBe('en');
    expect(pickLocaleFromHeaders('xx', 'it-IT,it;q=0.9')).toBe('it');
    expect(pickLocaleFromHeaders('cs', 'it')).toBe('cs');
  });
});

describe('API compression', () => {
  it('compresses JSON of 1 kB and more with brotli or gzip as accepted, and leaves small answers alone', async () => {
    const cookies = await sessionFor(test, '100002');
    const plain = await get('/api/reservations?size=50', {}, cookies);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/reservations?size=50', { 'accept-encoding': 'gzip, br' }, cookies);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await get('/api/reservations?size=50', { 'accept-encoding': 'gzip' }, cookies);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('negotiates br over gzip and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
