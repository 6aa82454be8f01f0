import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../support/db';
import { createApp } from '../../../src/server/app';
import { buildTestApp, post, testConfig, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: https:;connect-src 'self';font-src 'self';" +
  "object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self';worker-src 'self';manifest-src 'self'";

describe('security headers', () => {
  it('send a strict CSP, nosniff, COOP, Referrer-Policy and frame denial on every response', async () => {
    for (const url of ['/api/health', '/api/unknown', '/some/page']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('send HSTS only when the public URL is https', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const secure = await buildTestApp(database, { env: { PUBLIC_URL: 'https://portal.example.com' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.app.close();
    }
  });

  it('forbid caching of every /api answer, errors included', async () => {
    for (const response of [
      await test.app.inject({ method: 'GET', url: '/api/health' }),
      await test.app.inject({ method: 'GET', url: '/api/profile' }),
      await test.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await post(test.app, '/api/login', {}),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('same-origin rule for unsafe API methods', () => {
  const login = { userID: '100001', password: 'wrong' };

  it('refuses a foreign Origin and cross-site fetches with 403 forbidden', async () => {
    for (const headers of [{ origin: 'https://evil.example.com' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const response = await post(test.app, '/api/login', login, { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ code: 'forbidden' });
    }
    expect((await post(test.app, '/api/logout', undefined, { headers: { origin: 'https://evil.example.com' } })).statusCode).toBe(403);
  });

  it('lets the public origin, the request host and clients without Origin through', async () => {
    const allowed: Record<string, string>[] = [
      { origin: 'http://localhost:8080' },
      { origin: 'http://portal.test', host: 'portal.test' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of allowed) {
      expect((await post(test.app, '/api/login', login, { headers })).statusCode, JSON.stringify(headers)).toBe(401);
    }
  });

  it('cannot be stepped around with a percent-encoded path', async () => {
    const response = await post(test.app, '/%61pi/login', login, { headers: { origin: 'https://evil.example.com' } });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('does not apply to safe methods', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example.com' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answer an unknown /api path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await test.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found' });
    }
  });

  it('answer an unexpected failure with a bare 500 internal, no stack', async () => {
    const broken = await createApp({ config: testConfig(), db: database.db, logger: false });
    broken.get('/api/test-explode', async () => {
      throw new Error('secret detail from deep inside');
    });
    try {
      const response = await broken.inject({ method: 'GET', url: '/api/test-explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'internal', errorId: expect.any(String) });
      expect(response.body).not.toContain('secret detail');
    } finally {
      await broken.close();
    }
  });

  it('refuse bodies over 64 KiB', async () => {
    const response = await post(test.app, '/api/login', { userID: '1', password: 'x'.repeat(70_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'invalid_request' });
  });
});
