import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../../src/domain/constants';
import { createApp } from '../../../src/server/app';
import { typedDatabase } from '../../../src/server/db/open';
import { testConfig } from '../helpers/test-app';

// Issue 23 point 2: before a page's HTML the server sends 103 Early Hints with what its shell loads
// first (scripts/route-chunks.mjs via shells.json) and the catalog in the request's language.
const unusedDb = typedDatabase(new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://unused@127.0.0.1:1/none' }) }));
const SHELL = '<!doctype html><html><head><script type="module" src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>';
const LOGIN_HINTS = ['</assets/main-1.css>; rel=preload; as=style', '</assets/main-1.js>; rel=modulepreload', '</assets/chunks/login.page-1.js>; rel=modulepreload'];
const DASHBOARD_HINTS = ['</assets/main-1.js>; rel=modulepreload', '</assets/chunks/dashboard.page-1.js>; rel=modulepreload'];

let clientDir: string;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'portal-hints-'));
  await mkdir(path.join(clientDir, 'shells'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), SHELL);
  for (const name of ['login', 'dashboard', 'forgot-password', 'forgot-password.de']) await writeFile(path.join(clientDir, 'shells', `${name}.html`), SHELL);
  await writeFile(
    path.join(clientDir, 'shells.json'),
    JSON.stringify([
      { pattern: '^/login/?$', signedIn: null, file: 'shells/login.html', hints: LOGIN_HINTS },
      { pattern: '^/$', signedIn: true, file: 'shells/dashboard.html', hints: DASHBOARD_HINTS },
      { pattern: '^/forgot-password/?$', signedIn: false, file: 'shells/forgot-password.html', localized: 'shells/forgot-password.{locale}.html', hints: LOGIN_HINTS },
      { pattern: '^/', signedIn: false, file: 'shells/login.html', hints: LOGIN_HINTS },
    ]),
  );
  await writeFile(path.join(clientDir, 'build.json'), '{"buildId":"b1"}');
  app = await createApp({ config: testConfig({ CLIENT_DIR: clientDir }), db: unusedDb, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await unusedDb.destroy();
  await rm(clientDir, { recursive: true, force: true });
});

/** The informational answers before the final one, and the final status. */
function fetchPage(pathname: string, headers: Record<string, string> = {}): Promise<{ hints: http.InformationEvent[]; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const hints: http.InformationEvent[] = [];
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ hints, status: response.statusCode ?? 0, body }));
    });
    request.on('information', (info) => hints.push(info));
    request.on('error', reject);
  });
}

const linksOf = (info: http.InformationEvent) => String(info.headers.link ?? '').split(/,\s*(?=<)/);

describe('103 Early Hints', () => {
  it("precede the login page with its shell's CSS and scripts and the catalog in the request's language", async () => {
    const { hints, status, body } = await fetchPage('/login', { 'accept-language': 'de-DE,de;q=0.9', cookie: '' });
    expect(status).toBe(200);
    expect(body).toContain('<div id="root">');
    expect(hints.map((h) => h.statusCode)).toEqual([103]);
    const links = linksOf(hints[0]!);
    expect(links).toEqual([...LOGIN_HINTS, '</_i18n/de/messages.json?v=b1>; rel=preload; as=fetch; crossorigin']);
  });

  it('follow the shell the path gets: a signed-in overview its own chunks and both catalog parts', async () => {
    const { hints } = await fetchPage('/', { cookie: `portal_signed_in=1; ${LOCALE_COOKIE}=fr` });
    expect(linksOf(hints[0]!)).toEqual([...DASHBOARD_HINTS, '</_i18n/fr/messages.json?v=b1>; rel=preload; as=fetch; crossorigin', '</_i18n/fr/members.json?v=b1>; rel=preload; as=fetch; crossorigin']);
  });

  it('are not sent before a prerendered page, nor its catalog preloaded: it loads its files once it has painted', async () => {
    const { hints, status, body } = await fetchPage('/forgot-password', { cookie: `${LOCALE_COOKIE}=de` });
    expect(status).toBe(200);
    expect(body).toContain('<div id="root">');
    expect(hints).toEqual([]);
    const page = await app.inject({ method: 'GET', url: '/forgot-password', cookies: { [LOCALE_COOKIE]: 'de' } });
    expect(page.headers.link).toBeUndefined();
    // A shell without a prerendered page is hinted.
    expect((await fetchPage('/login', { cookie: `${LOCALE_COOKIE}=de` })).hints).toHaveLength(1);
  });

  it('are not sent for API answers, missing files, or to an HTTP/1.0 client', async () => {
    expect((await fetchPage('/api/health')).hints).toEqual([]);
    expect((await fetchPage('/assets/missing.js')).hints).toEqual([]);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /login HTTP/1.0\r\nHost: localhost\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(raw).not.toContain(' 103 ');
  });
});
