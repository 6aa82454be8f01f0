import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Accommodations } from '../../../src/contract/accommodations';
import { AnswerSerializers } from '../../../src/server/http/answer-serializers';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

// Issue 24.4: JSON answers are serialized by code compiled from their contract schema.

describe('a compiled serializer', () => {
  it('writes the fields the contract names and drops any other', () => {
    const serialize = new AnswerSerializers(false).of('GET /api/accommodations')!;
    const home = { code: 'HR1.1.1', name: 'Villa "Ana"', country: 'HR', place: 'Poreč', contractStatus: 'ACTIVE', secret: 'never sent' };
    const { secret: _dropped, ...named } = home;
    expect(JSON.parse(serialize([home]))).toEqual([named]);
  });

  it('with the check (tests), fails on an answer its contract does not describe instead of changing it', () => {
    const serialize = new AnswerSerializers(true).of('GET /api/health/live')!;
    expect(serialize({ status: 'ok' })).toBe('{"status":"ok"}');
    expect(() => serialize({ status: 'ok', extra: 1 })).toThrow(/does not match its contract schema/);
  });

  it('is null for an operation without a JSON answer, and compiled once per operation', () => {
    const serializers = new AnswerSerializers(false);
    expect(serializers.of('GET /api/events')).toBeNull();
    expect(serializers.of('GET /api/dashboard')).toBe(serializers.of('GET /api/dashboard'));
  });
});

describe('the routes', () => {
  let database: DatabaseHandle;
  let test: TestApp;
  let agency: Record<string, string>;

  beforeAll(async () => {
    database = await freshPglite();
    test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
    agency = await sessionFor(test, '100002');
  });
  afterAll(async () => {
    await test?.app.close();
    await database?.close();
  });

  it('answer through the serializer of their operation, the cached reads too', async () => {
    const of = vi.spyOn(AnswerSerializers.prototype, 'of');
    try {
      const homes = await test.app.inject({ method: 'GET', url: '/api/accommodations', cookies: agency });
      expect(Accommodations.parse(homes.json()).length).toBe(24);
      await test.app.inject({ method: 'GET', url: '/api/reservations?size=5', cookies: agency });
      await test.app.inject({ method: 'GET', url: '/api/dashboard', cookies: agency });
      expect(of.mock.calls.map(([key]) => key)).toEqual(expect.arrayContaining(['GET /api/accommodations', 'GET /api/reservations', 'GET /api/dashboard']));
    } finally {
      of.mockRestore();
    }
  });

  it('leave error answers to the error handler', async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/api/reservations/NOPE-1', cookies: agency });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: expect.any(String) });
  });
});
