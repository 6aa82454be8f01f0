import { afterAll, beforeAll, expect, it } from 'vitest';
import { findConsent, saveConsent } from '../../../src/server/repositories/consents-repository';
import { latestErrorReports, recordErrorReport } from '../../../src/server/repositories/error-reports-repository';
import { insertTelemetry, replaysOf, statisticsOf } from '../../../src/server/repositories/telemetry-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount } from '../helpers/fixtures';

forEachDatabase('telemetry queries', (open) => {
  let database: DatabaseHandle;
  let owner: number;

  beforeAll(async () => {
    database = await open('migrated');
    owner = await createAccount(database.db, 'T-OWNER');
  });
  afterAll(() => database.close());

  it('keeps the newer consent decision, whatever order the saves arrive in', async () => {
    const morning = new Date('2026-11-22T08:00:00Z');
    const evening = new Date('2026-11-22T20:00:00Z');
    await saveConsent(database.db, { accountId: owner, statistics: false, decidedAt: evening });
    await saveConsent(database.db, { accountId: owner, statistics: true, decidedAt: morning });
    expect(await findConsent(database.db, owner)).toEqual({ statistics: false, decidedAt: evening });
  });

  it('stores statistics and replay slices (jsonb) of a visit in order', async () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const later = new Date('2026-11-22T10:00:05Z');
    const replay = [{ type: 2, data: { node: { id: 1, childNodes: [] } }, timestamp: 1 }, { type: 3, data: { source: 1, text: 'ü → ł' }, timestamp: 2 }];
    await insertTelemetry(
      database.db,
      [
        { sessionId: 'pg-visit-1', kind: 'pageview', path: '/', depth: null, occurredAt: at, receivedAt: later },
        { sessionId: 'pg-visit-1', kind: 'scroll', path: '/', depth: 75, occurredAt: later, receivedAt: later },
      ],
      [{ sessionId: 'pg-visit-1', path: '/', events: replay, bytes: JSON.stringify(replay).length, occurredAt: at, receivedAt: later }],
    );
    expect((await statisticsOf(database.db, 'pg-visit-1')).map((row) => [row.kind, row.depth])).toEqual([
      ['pageview', null],
      ['scroll', 75],
    ]);
    expect((await replaysOf(database.db, 'pg-visit-1'))[0]?.events).toEqual(replay);
  });

  it('counts parallel reports of one fingerprint, keeping the latest time', async () => {
    const report = { fingerprint: 'fp-1', kind: 'error' as const, message: 'boom', stack: null, status: null, route: '/', release: '1+a', browser: 'test' };
    await Promise.all(Array.from({ length: 8 }, (_, i) => recordErrorReport(database.db, { ...report, route: `/r${i}` }, new Date(Date.UTC(2026, 10, 22, 10, i)))));
    await recordErrorReport(database.db, { ...report, fingerprint: 'fp-2' }, new Date(Date.UTC(2026, 10, 22, 11)));
    const rows = await latestErrorReports(database.db, 10);
    expect(rows.map((row) => [row.fingerprint, row.count])).toEqual([
      ['fp-2', 1],
      ['fp-1', 8],
    ]);
    expect(rows[1]?.lastSeen).toEqual(new Date(Date.UTC(2026, 10, 22, 10, 7)));
    expect(rows[1]?.firstSeen.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 10, 22, 10, 7));
  });
});
