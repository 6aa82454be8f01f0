import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, createAccount, createHouse, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let keyholder: Record<string, string>;
let noCalendar: Record<string, string>;
const KEYHOLDER_HOME = 'HR9700.100.1';
const NO_CALENDAR_HOME = 'HR9700.200.1';

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING), env: { PUBLIC_URL: 'http://portal.test' } });
  // The demo keyholder: ViewCalendar, ViewDocuments, ViewErv, no BookOwnerStays.
  keyholder = await sessionFor(test, '100003');
  await createHouse(database.db, await accountIdOf(database.db, '100003'), KEYHOLDER_HOME);
  await createAccount(database.db, '970001', { permissions: ['ViewDocuments'] });
  noCalendar = await sessionFor(test, '970001');
  await createHouse(database.db, await accountIdOf(database.db, '970001'), NO_CALENDAR_HOME);
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookies: Record<string, string>, payload?: object) =>
  test.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
const feedRequest = { name: 'Other', url: 'https://calendar.example.com/a.ics' };

describe('per-home calendar and iCal permissions', () => {
  it('refuses the per-home calendar and the iCal export with 403 without ViewCalendar', async () => {
    for (const [method, url] of [
      ['GET', `/api/calendar/${NO_CALENDAR_HOME}?from=2026-09-01&to=2026-09-30`],
      ['GET', `/api/ical/${NO_CALENDAR_HOME}/export`],
      ['POST', `/api/ical/${NO_CALENDAR_HOME}/export/rotate`],
    ] as const) {
      const response = await call(method, url, noCalendar);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ code: 'forbidden' });
    }
  });

  it('lets the keyholder read its calendar and export, and refuses every import endpoint with 403 (no BookOwnerStays)', async () => {
    expect((await call('GET', `/api/calendar/${KEYHOLDER_HOME}?from=2026-09-01&to=2026-09-30`, keyholder)).statusCode).toBe(200);
    expect((await call('GET', `/api/ical/${KEYHOLDER_HOME}/export`, keyholder)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', `/api/ical/${KEYHOLDER_HOME}/feeds`, feedRequest],
      ['GET', `/api/ical/${KEYHOLDER_HOME}/feeds`, undefined],
      ['POST', '/api/ical/feeds/1/sync', undefined],
      ['DELETE', '/api/ical/feeds/1', undefined],
    ] as const) {
      const response = await call(method, url, keyholder, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ code: 'forbidden' });
    }
    expect(await database.db.selectFrom('icalFeeds').select('id').execute()).toEqual([]);
  });
});
