import { describe, expect, it } from 'vitest';
import { FeatureFlags, Health, RedirectLookup } from '../../../src/contract/system';
import type { DatabaseHandle } from '../../support/db';
import { TEMPLATE_OLD_PORTAL_URL } from '../../support/db-templates';
import { buildTestApp, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const get = (url: string, cookies?: Record<string, string>) => test.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });

describe('health checks', () => {
  it('GET /api/health and /api/health/ready report the database and the live events link as up', async () => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(Health.parse(response.json())).toEqual({ database: 'up', events: 'up' });
    }
  });

  it('GET /api/health/live answers without the database', async () => {
    const response = await get('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /__ftrs', () => {
  it('returns the flags with the enabled names encoded', async () => {
    const response = await get('/__ftrs');
    const flags = FeatureFlags.parse(response.json());
    expect(flags.features).toMatchObject({ passkeys: true, newPaymentsOverview: false });
    const enabled = Buffer.from(flags.encoded, 'base64url').toString('utf8').split(',');
    expect(enabled).toEqual(Object.keys(flags.features).filter((name) => flags.features[name]).sort());
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets feature.<name> cookies override existing flags only', async () => {
    const flags = FeatureFlags.parse(
      (await get('/__ftrs', { 'feature.newPaymentsOverview': 'true', 'feature.passkeys': 'false', 'feature.invented': 'true', 'feature.webPush': 'maybe' })).json(),
    );
    expect(flags.features).toMatchObject({ newPaymentsOverview: true, passkeys: false, webPush: true });
    expect(flags.features).not.toHaveProperty('invented');
  });

  it('offers the demo tools in demo mode only, whatever the cookies say', async () => {
    expect(FeatureFlags.parse((await get('/__ftrs', { 'feature.demoTools': 'false' })).json()).features.demoTools).toBe(true);
    const production = await buildTestApp(database, { env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/__ftrs', cookies: { 'feature.demoTools': 'true' } });
      expect(FeatureFlags.parse(response.json()).features.demoTools).toBe(false);
    } finally {
      await production.app.close();
    }
  });
});

describe('GET /api/redirects', () => {
  it('finds internal and external targets and ignores a trailing slash', async () => {
    expect(RedirectLookup.parse((await get('/api/redirects?path=/statements')).json())).toEqual({ target: '/payments-overview/statements' });
    expect((await get('/api/redirects?path=/statements/')).json()).toEqual({ target: '/payments-overview/statements' });
    expect((await get('/api/redirects?path=/old')).json()).toEqual({ target: TEMPLATE_OLD_PORTAL_URL });
  });

  it('answers null for paths without a redirect', async () => {
    expect((await get('/api/redirects?path=/')).json()).toEqual({ target: null });
    expect((await get(`/api/redirects?path=${encodeURIComponent('/reservations/arrivals?page=2')}`)).json()).toEqual({ target: null });
  });

  it('sends a page request for a path with a redirect there before any page is served', async () => {
    const internal = await get('/statements/');
    expect(internal.statusCode).toBe(302);
    expect(internal.headers.location).toBe('/payments-overview/statements');
    expect((await get('/old')).headers.location).toBe(TEMPLATE_OLD_PORTAL_URL);
    // A path without one is the app's (here unbuilt: 404), and an API path is never looked up.
    expect((await get('/payments-overview')).statusCode).toBe(404);
    expect((await get('/api/statements')).json()).toEqual({ code: 'not_found' });
  });

  it('refuses a missing or relative path with field errors', async () => {
    expect((await get('/api/redirects')).json()).toEqual({ code: 'invalid_request', fieldErrors: { path: ['invalid_type'] } });
    const relative = await get('/api/redirects?path=statements');
    expect(relative.statusCode).toBe(400);
    expect(relative.json()).toEqual({ code: 'invalid_request', fieldErrors: { path: ['invalid_format'] } });
  });
});
