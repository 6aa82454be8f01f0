import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackBannerState } from '../../../src/contract/feedback-banner';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, post, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
const OWNER = '100001';
const AGENCY = '100002';

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const HOUR = 3_600_000;
// A fresh session per request: the tests move the clock further than a session lives.
const state = async (userId: string) => {
  const response = await test.app.inject({ method: 'GET', url: '/api/feedback-banner', cookies: await sessionFor(test, userId) });
  expect(response.statusCode).toBe(200);
  return FeedbackBannerState.parse(response.json());
};
const close = async (userId: string, body: unknown) => post(test.app, '/api/feedback-banner/close', body, { cookies: await sessionFor(test, userId) });

describe('without a session', () => {
  it.each([
    ['GET', '/api/feedback-banner'],
    ['POST', '/api/feedback-banner/close'],
  ] as const)('%s %s answers 401', async (method, url) => {
    expect((await test.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
  });
});

describe('the feedback banner state', () => {
  it('is due at once for an owner who never closed it', async () => {
    expect(await state(OWNER)).toEqual({ due: true, lastBoxClosingDate: null, feedbackGiven: false });
  });

  it('is due again 24 h after a close without feedback, per owner only', async () => {
    const closed = await close(OWNER, { feedbackGiven: false });
    expect(closed.statusCode).toBe(200);
    expect(FeedbackBannerState.parse(closed.json())).toEqual({ due: false, lastBoxClosingDate: test.clock.now().toISOString(), feedbackGiven: false });
    expect((await state(AGENCY)).due).toBe(true);
    test.clock.advance(24 * HOUR - 1);
    expect((await state(OWNER)).due).toBe(false);
    test.clock.advance(1);
    expect((await state(OWNER)).due).toBe(true);
  });

  it('is due again 336 h (14 days) after a close with feedback', async () => {
    expect((await close(AGENCY, { feedbackGiven: true })).statusCode).toBe(200);
    test.clock.advance(335 * HOUR);
    expect(await state(AGENCY)).toMatchObject({ due: false, feedbackGiven: true });
    test.clock.advance(HOUR);
    expect((await state(AGENCY)).due).toBe(true);
  });

  it.each([{}, { feedbackGiven: 'yes' }, { feedbackGiven: null }])('refuses a close of %j with 400 and changes nothing', async (body) => {
    const before = await state(OWNER);
    const response = await close(OWNER, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['feedbackGiven']);
    expect(await state(OWNER)).toEqual(before);
  });
});
