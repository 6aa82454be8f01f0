import { describe, expect, it } from 'vitest';
import { controlCharacterPaths } from '../../../src/server/http/control-characters';
// The global setup prepares the database templates for files that name test/support/db.
import type {} from '../../support/db';
import { type TestApp, signIn, useTestApp } from '../helpers/test-app';

describe('controlCharacterPaths', () => {
  it('names strings and keys holding C0 controls or DEL, and lets tab, line feed and carriage return through', () => {
    expect(controlCharacterPaths({ a: 'x\u0000', b: ['ok', 'y\u001b'], c: { 'k\u007f': 1 }, d: 'tab\tnew\nline\r' })).toEqual(['a', 'b.1', 'c.k\u007f']);
    expect(controlCharacterPaths(undefined)).toEqual([]);
  });
});

// Issue 26: each of these reached PostgreSQL with a NUL and answered 500.
describe('NUL and other control characters anywhere in a request', () => {
  let test: TestApp;
  let cookies: Record<string, string>;
  useTestApp((handles) => (test = handles.test));

  const refused = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    cookies ??= await signIn(test, '100001');
    const response = await test.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
    return response.json<{ code: string; fieldErrors: Record<string, string[]> }>();
  };

  it('refuses body strings with 400 naming the field, and stores nothing', async () => {
    const ratingsBefore = await test.database.db.selectFrom('ratings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(await refused('POST', '/api/rating', { rating: 7, comment: 'fine\u0000' })).toEqual({ code: 'invalid_request', fieldErrors: { comment: ['invalid_characters'] } });
    const ratingsAfter = await test.database.db.selectFrom('ratings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(ratingsAfter).toEqual(ratingsBefore);
    expect((await refused('PUT', '/api/profile/address', { street: 'Ilica 1\u0000', zip: '10000', place: 'Zagreb', country: 'HR' })).fieldErrors).toEqual({ street: ['invalid_characters'] });
    expect((await refused('POST', '/api/referrals', { name: 'Ana\u0000', email: 'ana@example.com', location: 'Split', consent: true })).fieldErrors).toEqual({ name: ['invalid_characters'] });
    const keys = { p256dh: 'B'.repeat(60), auth: 'a'.repeat(16) };
    expect((await refused('POST', '/api/webpush/subscribe', { endpoint: 'https://fcm.googleapis.com/fcm/send/x\u0000', keys })).fieldErrors).toEqual({ endpoint: ['invalid_characters'] });
    expect((await refused('POST', '/api/webpush/unsubscribe', { endpoint: '\u0000' })).fieldErrors).toEqual({ endpoint: ['invalid_characters'] });
  });

  it('refuses path and query values', async () => {
    expect((await refused('GET', '/api/reservations/%00')).fieldErrors).toEqual({ resNo: ['invalid_characters'] });
    expect((await refused('GET', '/api/ical/%00/export')).fieldErrors).toEqual({ accommodationCode: ['invalid_characters'] });
    expect((await refused('GET', '/api/calendar/%00?from=2026-01-01&to=2026-02-01')).fieldErrors).toEqual({ accommodationCode: ['invalid_characters'] });
    expect((await refused('GET', '/api/reservations?properties=%1F')).fieldErrors).toEqual({ properties: ['invalid_characters'] });
  });

  it('refuses a date the database cannot hold (year 0)', async () => {
    expect((await refused('GET', '/api/reservations?dateFrom=0000-01-01')).fieldErrors).toEqual({ dateFrom: ['invalid_format'] });
    // Found by the contract fuzzer: an instant in year 0 reached PostgreSQL and answered 500.
    expect((await refused('PUT', '/api/consent', { statistics: false, decidedAt: '0000-02-29T10:00:00Z' })).fieldErrors).toEqual({ decidedAt: ['custom'] });
  });
});
