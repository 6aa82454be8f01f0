import { describe, expect, it } from 'vitest';
import { StoredConsent } from '../../../src/contract/consent';
import { TELEMETRY_MAX_BYTES } from '../../../src/contract/telemetry-limits';
import { replaysOf, statisticsOf } from '../../../src/server/repositories/telemetry-repository';
import { latestErrorReports } from '../../../src/server/repositories/error-reports-repository';
import { ERRORS_PER_IP_MINUTE, TELEMETRY_BATCHES_PER_SESSION_MINUTE } from '../../../src/server/throttling/telemetry-limits';
import type { DatabaseHandle } from '../../support/db';
import { sessionFor } from '../helpers/fixtures';
import { post, type TestApp, useTestApp } from '../helpers/test-app';

let test: TestApp;
let database: DatabaseHandle;
useTestApp((handles) => ({ test, database } = handles));

const OWNER = '100001';
const AGENCY = '100002';
const at = '2026-11-20T10:00:00.000Z';
/** The cookie a visit that agreed to statistics sends along (domain/consent.ts). */
const CONSENTED = { CONSENT: 'statistics=1&at=2026-11-20T09:00:00.000Z' };

const consentOf = async (userId: string) => {
  const response = await test.app.inject({ method: 'GET', url: '/api/consent', cookies: await sessionFor(test, userId) });
  expect(response.statusCode).toBe(200);
  return StoredConsent.parse(response.json());
};
const putConsent = async (userId: string, body: unknown) =>
  test.app.inject({ method: 'PUT', url: '/api/consent', payload: body as object, cookies: await sessionFor(test, userId) });

describe('consent per owner', () => {
  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/consent' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'PUT', url: '/api/consent', payload: { statistics: true, decidedAt: at } })).statusCode).toBe(401);
  });

  it('is null before the first decision, then keeps each owner’s own decision', async () => {
    expect(await consentOf(OWNER)).toEqual({ consent: null });
    const saved = await putConsent(OWNER, { statistics: true, decidedAt: at });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ consent: { statistics: true, decidedAt: at } });
    expect(await consentOf(OWNER)).toEqual({ consent: { statistics: true, decidedAt: at } });
    expect(await consentOf(AGENCY)).toEqual({ consent: null });
  });

  it('keeps the newer decision: an older one from another device does not replace it', async () => {
    const older = await putConsent(OWNER, { statistics: false, decidedAt: '2026-11-19T10:00:00.000Z' });
    expect(older.json()).toEqual({ consent: { statistics: true, decidedAt: at } });
    const newer = await putConsent(OWNER, { statistics: false, decidedAt: '2026-11-21T10:00:00.000Z' });
    expect(newer.json()).toEqual({ consent: { statistics: false, decidedAt: '2026-11-21T10:00:00.000Z' } });
  });

  it('counts a decision from the future as made now', async () => {
    const now = test.clock.now().toISOString();
    const response = await putConsent(AGENCY, { statistics: true, decidedAt: '2099-01-01T00:00:00.000Z' });
    expect(response.json()).toEqual({ consent: { statistics: true, decidedAt: now } });
  });

  it.each([{}, { statistics: 'yes', decidedAt: at }, { statistics: true, decidedAt: 'yesterday' }, { statistics: true }])(
    'refuses %j with 400 and changes nothing',
    async (body) => {
      const before = await consentOf(OWNER);
      const response = await putConsent(OWNER, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_request');
      expect(await consentOf(OWNER)).toEqual(before);
    },
  );
});

describe('POST /api/telemetry', () => {
  const batch = (sessionId: string, events: unknown[]) => ({ sessionId, events });

  it.each([
    ['no consent cookie', undefined],
    ['a refusal', { CONSENT: 'statistics=0&at=2026-11-20T10:00:00.000Z' }],
    ['a malformed cookie', { CONSENT: 'statistics=yes' }],
  ])('refuses statistics with %s (403) and stores nothing', async (_, cookies) => {
    const response = await post(test.app, '/api/telemetry', batch('visit-none-0001', [{ type: 'pageview', path: '/login', at }]), { remoteAddress: '10.0.9.1', ...(cookies ? { cookies } : {}) });
    expect(response.statusCode).toBe(403);
    expect(await statisticsOf(database.db, 'visit-none-0001')).toEqual([]);
  });

  it('stores page views, scroll depths and replay slices of a visit, without a session', async () => {
    const response = await post(
      test.app,
      '/api/telemetry',
      batch('visit-aaaa-0001', [
        { type: 'pageview', path: '/login', at },
        { type: 'scroll', path: '/login', depth: 50, at },
        { type: 'replay', path: '/login', at, events: [{ type: 4, data: { href: 'http://localhost/login' }, timestamp: 1 }] },
      ]),
      { remoteAddress: '10.0.0.1', cookies: CONSENTED },
    );
    expect(response.statusCode).toBe(204);
    const statistics = await statisticsOf(database.db, 'visit-aaaa-0001');
    expect(statistics.map(({ kind, path, depth }) => ({ kind, path, depth }))).toEqual([
      { kind: 'pageview', path: '/login', depth: null },
      { kind: 'scroll', path: '/login', depth: 50 },
    ]);
    const [replay] = await replaysOf(database.db, 'visit-aaaa-0001');
    expect(replay?.events).toEqual([{ type: 4, data: { href: 'http://localhost/login' }, timestamp: 1 }]);
  });

  it.each([
    ['no events', batch('visit-aaaa-0002', [])],
    ['a bad session id', batch('x', [{ type: 'pageview', path: '/login', at }])],
    ['a depth that is no threshold', batch('visit-aaaa-0002', [{ type: 'scroll', path: '/', depth: 30, at }])],
    ['an unknown type', batch('visit-aaaa-0002', [{ type: 'click', path: '/', at }])],
    ['a path that is a URL', batch('visit-aaaa-0002', [{ type: 'pageview', path: 'https://elsewhere.example/', at }])],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const response = await post(test.app, '/api/telemetry', body, { remoteAddress: '10.0.0.2', cookies: CONSENTED });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
    expect(await statisticsOf(database.db, 'visit-aaaa-0002')).toEqual([]);
  });

  it('refuses a body over the size limit with 413', async () => {
    const big = 'x'.repeat(TELEMETRY_MAX_BYTES);
    const response = await post(test.app, '/api/telemetry', batch('visit-aaaa-0003', [{ type: 'replay', path: '/', at, events: [big] }]), { remoteAddress: '10.0.0.3', cookies: CONSENTED });
    expect(response.statusCode).toBe(413);
    expect(await replaysOf(database.db, 'visit-aaaa-0003')).toEqual([]);
  });

  it('answers 429 with Retry-After when one visit sends too many batches', async () => {
    const one = batch('visit-aaaa-0004', [{ type: 'pageview', path: '/', at }]);
    for (let i = 0; i < TELEMETRY_BATCHES_PER_SESSION_MINUTE; i++) {
      // Spread over addresses: this is the per-visit limit.
      expect((await post(test.app, '/api/telemetry', one, { remoteAddress: `10.1.${i}.1`, cookies: CONSENTED })).statusCode).toBe(204);
    }
    const refused = await post(test.app, '/api/telemetry', one, { remoteAddress: '10.1.200.1', cookies: CONSENTED });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await statisticsOf(database.db, 'visit-aaaa-0004')).toHaveLength(TELEMETRY_BATCHES_PER_SESSION_MINUTE);
  });
});

describe('POST /api/telemetry/errors', () => {
  const report = { kind: 'error', message: 'Cannot read properties of undefined (reading "x")', stack: 'TypeError: x\n    at render (main-ABC.js:1:200)', route: '/reservations/arrivals', release: '2.28.1+abc', browser: 'Chromium 140' };

  it('stores an error once and counts repeats, newest route kept', async () => {
    expect((await post(test.app, '/api/telemetry/errors', report, { remoteAddress: '10.2.0.1' })).statusCode).toBe(204);
    expect((await post(test.app, '/api/telemetry/errors', { ...report, route: '/inbox' }, { remoteAddress: '10.2.0.1' })).statusCode).toBe(204);
    const rows = await latestErrorReports(database.db, 10);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 2, route: '/inbox', release: '2.28.1+abc', kind: 'error' });
  });

  it('keeps a failed call with its status apart from the same message of another release', async () => {
    await post(test.app, '/api/telemetry/errors', { ...report, kind: 'http', status: 503, message: 'GET /api/inbox' }, { remoteAddress: '10.2.0.2' });
    await post(test.app, '/api/telemetry/errors', { ...report, release: '2.28.2+def' }, { remoteAddress: '10.2.0.2' });
    const rows = await latestErrorReports(database.db, 10);
    expect(rows.map((row) => [row.kind, row.status, row.release, row.count])).toEqual(
      expect.arrayContaining([
        ['http', 503, '2.28.1+abc', 1],
        ['error', null, '2.28.2+def', 1],
        ['error', null, '2.28.1+abc', 2],
      ]),
    );
  });

  it.each([
    ['a 404 (300–499 are not reported)', { ...report, kind: 'http', status: 404 }],
    ['a 302', { ...report, kind: 'http', status: 302 }],
    ['no message', { ...report, message: '' }],
    ['an unknown kind', { ...report, kind: 'warning' }],
    ['no release', { ...report, release: undefined }],
  ])('refuses %s with 400', async (_, body) => {
    const before = await latestErrorReports(database.db, 100);
    const response = await post(test.app, '/api/telemetry/errors', body, { remoteAddress: '10.2.0.3' });
    expect(response.statusCode).toBe(400);
    expect(await latestErrorReports(database.db, 100)).toEqual(before);
  });

  it('refuses an oversized report with 413', async () => {
    const response = await post(test.app, '/api/telemetry/errors', { ...report, stack: 'x'.repeat(20_000) }, { remoteAddress: '10.2.0.4' });
    expect(response.statusCode).toBe(413);
  });

  it('answers 429 beyond the per-address limit', async () => {
    for (let i = 0; i < ERRORS_PER_IP_MINUTE; i++) await post(test.app, '/api/telemetry/errors', report, { remoteAddress: '10.2.0.5' });
    const refused = await post(test.app, '/api/telemetry/errors', report, { remoteAddress: '10.2.0.5' });
    expect(refused.statusCode).toBe(429);
    // Another address still reports.
    expect((await post(test.app, '/api/telemetry/errors', report, { remoteAddress: '10.2.0.6' })).statusCode).toBe(204);
  });
});
