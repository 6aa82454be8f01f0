import { describe, expect, it } from 'vitest';
import { latestErrorReports } from '../../../src/server/repositories/error-reports-repository';
import { hitRateLimit } from '../../../src/server/repositories/rate-limits-repository';
import { replaysOf, statisticsOf } from '../../../src/server/repositories/telemetry-repository';
import { TELEMETRY_RETENTION_MS } from '../../../src/server/services/telemetry-service';
import { ERROR_REPORTS_PER_DAY, TELEMETRY_DAILY_BYTES } from '../../../src/server/throttling/telemetry-limits';
import type { DatabaseHandle } from '../../support/db';
import { buildTestApp, post, type TestApp, useTestApp } from '../helpers/test-app';

let test: TestApp;
let database: DatabaseHandle;
useTestApp((handles) => ({ test, database } = handles));

const DAY_MS = 24 * 60 * 60_000;
const at = '2026-11-20T10:00:00.000Z';
const pageview = (sessionId: string) => ({ sessionId, events: [{ type: 'pageview', path: '/login', at }] });
const report = (message: string) => ({ kind: 'error', message, route: '/', release: '2.28.1+abc', browser: 'Chromium 140' });
let address = 0;
const from = () => ({ remoteAddress: `10.9.${Math.floor(++address / 200)}.${address % 200}`, cookies: { CONSENT: 'statistics=1' } });

/** Uses up a daily quota the way that many requests of every instance would. */
const useUp = (key: string, amount: number) => hitRateLimit(database.db, key, test.clock.now(), DAY_MS, amount);

describe('telemetry limits', () => {
  it('answers 400 (not 500) for a replay nested thousands deep, and stores nothing', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const body = `{"sessionId":"visit-deep-0001","events":[{"type":"replay","path":"/","at":"${at}","events":[${deep}]}]}`;
    const response = await test.app.inject({ method: 'POST', url: '/api/telemetry', payload: body, headers: { 'content-type': 'application/json' }, ...from() });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
    expect(await replaysOf(database.db, 'visit-deep-0001')).toEqual([]);
  });

  it('still takes brackets inside strings and ordinary nesting', async () => {
    const events = [{ type: 3, data: { text: '['.repeat(5000), node: { childNodes: [{ childNodes: [{ id: 1 }] }] } } }];
    const response = await post(test.app, '/api/telemetry', { sessionId: 'visit-deep-0002', events: [{ type: 'replay', path: '/', at, events }] }, from());
    expect(response.statusCode).toBe(204);
    expect(await replaysOf(database.db, 'visit-deep-0002')).toHaveLength(1);
  });

  it('keeps a global daily quota of statistics across all visits and addresses: 429 with Retry-After until the day ends', async () => {
    await useUp('telemetry:day', TELEMETRY_DAILY_BYTES);
    const refused = await post(test.app, '/api/telemetry', pageview('visit-quota-0001'), from());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await statisticsOf(database.db, 'visit-quota-0001')).toEqual([]);
    test.clock.advance(DAY_MS);
    expect((await post(test.app, '/api/telemetry', pageview('visit-quota-0001'), from())).statusCode).toBe(204);
  });

  it('bounds error reports globally per day', async () => {
    await useUp('errors:day', ERROR_REPORTS_PER_DAY);
    const refused = await post(test.app, '/api/telemetry/errors', report('over the daily bound'), from());
    expect(refused.statusCode).toBe(429);
    expect((await latestErrorReports(database.db, 100)).some((row) => row.message === 'over the daily bound')).toBe(false);
    test.clock.advance(DAY_MS);
    expect((await post(test.app, '/api/telemetry/errors', report('the next day'), from())).statusCode).toBe(204);
  });

  it('forgets statistics and error reports after the retention period, even when nothing new arrives: a starting server sweeps', async () => {
    expect((await post(test.app, '/api/telemetry', pageview('visit-quiet-0001'), from())).statusCode).toBe(204);
    expect((await post(test.app, '/api/telemetry/errors', report('a quiet error'), from())).statusCode).toBe(204);
    test.clock.advance(TELEMETRY_RETENTION_MS + DAY_MS);
    // A second instance on the same database, with the same clock: its start sweeps.
    const other = await buildTestApp(database, { clock: test.clock });
    await other.app.close();
    expect(await statisticsOf(database.db, 'visit-quiet-0001')).toEqual([]);
    expect((await latestErrorReports(database.db, 100)).map((row) => row.message)).not.toContain('a quiet error');
  });
});
