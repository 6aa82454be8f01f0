import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app';
import { typedDatabase } from '../../../src/server/db/open';
import { testConfig } from '../helpers/test-app';

/** The static routes never query: a database handle that is never connected is enough here. */
const unusedDb = typedDatabase(new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://unused@127.0.0.1:1/none' }) }));

let clientDir: string;
let app: FastifyInstance;

const INDEX = '<!doctype html><html lang="en"><head><script type="module" src="/assets/main-3f2a1b.js"></script></head><body></body></html>';

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'portal-client-'));
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await mkdir(path.join(clientDir, '_i18n', 'en'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), INDEX);
  await writeFile(path.join(clientDir, 'assets', 'main-3f2a1b.js'), 'console.log("app")');
  await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("install", () => {})');
  await writeFile(path.join(clientDir, 'build.json'), '{"buildId":"b1","builtAt":"2026-11-01T00:00:00Z"}');
  await writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Owner Portal"}');
  await writeFile(path.join(clientDir, '_i18n', 'en', 'messages.json'), '{"messages":{}}');
  await writeFile(path.join(clientDir, '.env'), 'SECRET=1');
  app = await createApp({ config: testConfig({ CLIENT_DIR: clientDir }), db: unusedDb, logger: false });
});
afterAll(async () => {
  await app.close();
  await unusedDb.destroy();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the built SPA', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/main-3f2a1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('makes browsers revalidate sw.js, build.json and the manifest', async () => {
    for (const url of ['/sw.js', '/build.json', '/manifest.webmanifest', '/index.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the compiled catalogs with no-cache and an ETag (304 when unchanged)', async () => {
    const first = await get('/_i18n/en/messages.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/_i18n/en/messages.json', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers SPA routes with index.html (200, no-cache, with the CSP)', async () => {
    for (const url of ['/', '/login', '/bookings/calendar/HR2731.100.1?date=2026-07-01', '/reservations/arrivals']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('answers missing files, API paths, demo paths and unsafe methods with a JSON 404', async () => {
    for (const url of ['/assets/main-old.js', '/_i18n/xx/messages.json', '/missing.png', '/api/nothing', '/_demo/nothing', '/.env']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 'not_found' });
    }
    expect((await app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });

  it('never serves files outside the client folder', async () => {
    for (const url of ['/../../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fetc/passwd']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('root:');
    }
  });
});

describe('without a built client', () => {
  it('answers page requests with a JSON 404', async () => {
    const bare = await createApp({ config: testConfig(), db: unusedDb, logger: false });
    try {
      const response = await bare.inject({ method: 'GET', url: '/login' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found' });
    } finally {
      await bare.close();
    }
  });
});
