import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxStatus, MarkAllReadResponse, NotificationList, RenewalResponse } from '../../../src/contract/inbox';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { accountIdOf, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, post, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let owner: Record<string, string>;
let agency: Record<string, string>;
let keyholder: Record<string, string>;

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  [owner, agency, keyholder] = await Promise.all([sessionFor(test, '100001'), sessionFor(test, '100002'), sessionFor(test, '100003')]);
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const get = (url: string, cookies = owner) => test.app.inject({ method: 'GET', url, cookies });
const list = async (cookies = owner) => NotificationList.parse((await get('/api/inbox/notifications', cookies)).json()).content;
const status = async (cookies = owner) => InboxStatus.parse((await get('/api/inbox/status', cookies)).json()).newNotifications;

describe('without a session', () => {
  it.each([
    ['GET', '/api/inbox/notifications'],
    ['GET', '/api/inbox/status'],
    ['POST', '/api/inbox/read'],
    ['POST', '/api/inbox/read-all'],
    ['POST', '/api/rating'],
    ['POST', '/api/contracts/HR2731.100.1/renewal'],
  ] as const)('%s %s answers 401', async (method, url) => {
    expect((await test.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /api/inbox/notifications', () => {
  it('lists the account’s cards newest first, with what the client words them with', async () => {
    const cards = await list();
    expect(cards.length).toBe(13);
    const dates = cards.map((card) => card.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(cards.map((card) => card.type))).toEqual(
      new Set(['feature', 'feedback', 'referral', 'reservation', 'legal', 'iban', 'renewal', 'contract']),
    );
    const reservation = cards.find((card) => card.type === 'reservation')!;
    expect(reservation.reservation).toEqual({ id: expect.stringMatching(/^\d+$/), resNo: reservation.params.resNo });
    expect(reservation.params).toMatchObject({ accommodationCode: expect.any(String), accommodationName: expect.any(String), change: expect.any(String) });
    const failed = cards.find((card) => card.type === 'iban' && card.params.status === 'FAILED')!;
    expect(failed.ibanUpdatingNotification).toEqual({ status: 'FAILED' });
    expect(cards.find((card) => card.type === 'renewal')!.renewal).toEqual({ accommodationCode: 'DK1234.001.1', year: 2027, autoRenew: true });
    expect(cards.find((card) => card.type === 'feature')!.featureNotification).toEqual({ feature: 'ical', link: null });
  });

  it("links reservation cards only to the account's own stays", async () => {
    const ownStays = await database.db
      .selectFrom('stays')
      .innerJoin('accommodations', 'accommodations.id', 'stays.accommodationId')
      .select('stays.id')
      .where('accommodations.accountId', '=', await accountIdOf(database.db, '100002'))
      .execute();
    const ids = new Set(ownStays.map((row) => String(row.id)));
    const linked = (await list(agency)).flatMap((card) => (card.reservation ? [card.reservation.id] : []));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((id) => ids.has(id))).toBe(true);
  });
});

describe('POST /api/inbox/read and GET /api/inbox/status', () => {
  it('marks cards read until nothing is new', async () => {
    expect(await status()).toBe(true);
    for (const card of (await list()).filter((candidate) => !candidate.isRead)) {
      const response = await post(test.app, '/api/inbox/read', { messageId: card.id }, { cookies: owner });
      expect(response.statusCode).toBe(204);
    }
    expect(await status()).toBe(false);
    expect((await list()).every((card) => card.isRead)).toBe(true);
    // Marking a read card again changes nothing and is fine.
    expect((await post(test.app, '/api/inbox/read', { messageId: (await list())[0]!.id }, { cookies: owner })).statusCode).toBe(204);
  });

  it("answers 404 for another account's card and leaves it unread", async () => {
    const foreign = (await list(agency)).find((card) => !card.isRead)!;
    for (const messageId of [foreign.id, '999999999', 'abc']) {
      const response = await post(test.app, '/api/inbox/read', { messageId }, { cookies: owner });
      expect(response.statusCode).toBe(404);
    }
    expect((await list(agency)).find((card) => card.id === foreign.id)!.isRead).toBe(false);
  });

  it.each([{}, { messageId: '' }, { messageId: 7 }, { messageId: 'x'.repeat(65) }])('refuses %j with 400', async (body) => {
    const response = await post(test.app, '/api/inbox/read', body, { cookies: owner });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toBeDefined();
  });
});

describe('the demo inbox', () => {
  it('tells of bookings still to come: each reservation notice is older than the arrival it names, and a cancellation names a cancelled stay', async () => {
    const notices = await database.db.selectFrom('notifications').select(['payload', 'createdAt']).where('type', '=', 'reservation').execute();
    expect(notices.length).toBeGreaterThan(0);
    for (const { payload, createdAt } of notices) {
      const { reservation } = payload as { reservation: { resNo: string; arrivalDate: string; change: string } };
      expect(reservation.arrivalDate >= createdAt.toISOString().slice(0, 10), `${reservation.change} ${reservation.resNo} arriving ${reservation.arrivalDate}, told ${createdAt.toISOString()}`).toBe(true);
      const stay = await database.db.selectFrom('stays').select('canceled').where('resNo', '=', reservation.resNo).executeTakeFirstOrThrow();
      expect(Boolean(stay.canceled), `${reservation.change} ${reservation.resNo}`).toBe(reservation.change === 'CANCELED');
    }
  });
});

describe('POST /api/inbox/read-all', () => {
  const readAll = (body: unknown, cookies = keyholder) => post(test.app, '/api/inbox/read-all', body, { cookies });

  it('marks every card up to the newest one seen; a newer card stays unread', async () => {
    const before = await list(keyholder);
    const unread = before.filter((card) => !card.isRead);
    expect(unread.length).toBeGreaterThan(2);
    // The owner saw the list without its newest card (it arrived after the page loaded).
    const [newest, seen] = before;
    const response = await readAll({ newestSeen: seen!.id });
    expect(response.statusCode).toBe(200);
    const { marked } = MarkAllReadResponse.parse(response.json());
    expect(marked).toBe(unread.filter((card) => card.id !== newest!.id).length);
    const after = await list(keyholder);
    expect(after.filter((card) => !card.isRead).map((card) => card.id)).toEqual(newest!.isRead ? [] : [newest!.id]);
    // Again: nothing left to mark up to there.
    expect(MarkAllReadResponse.parse((await readAll({ newestSeen: seen!.id })).json()).marked).toBe(0);
    expect((await readAll({ newestSeen: newest!.id })).statusCode).toBe(200);
    expect(await status(keyholder)).toBe(false);
  });

  it("answers 404 for another account's card or an unknown id and marks nothing", async () => {
    const agencyUnread = (await list(agency)).filter((card) => !card.isRead).length;
    const foreign = (await list(agency))[0]!;
    for (const newestSeen of [foreign.id, '999999999', 'abc']) expect((await readAll({ newestSeen }, owner)).statusCode).toBe(404);
    expect((await list(agency)).filter((card) => !card.isRead)).toHaveLength(agencyUnread);
  });

  it.each([{}, { newestSeen: '' }, { newestSeen: 7 }, { newestSeen: 'x'.repeat(65) }])('refuses %j with 400', async (body) => {
    const response = await readAll(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toBeDefined();
  });
});

describe('POST /api/rating', () => {
  it('answers the account’s feedback cards: they come back as done, with the time of the answer', async () => {
    const feedback = async (cookies: Record<string, string>) => (await list(cookies)).filter((card) => card.type === 'feedback');
    expect((await feedback(owner)).length).toBeGreaterThan(0);
    expect((await feedback(owner)).every((card) => card.actionTaken === undefined)).toBe(true);
    const othersBefore = await feedback(keyholder);
    expect((await post(test.app, '/api/rating', { rating: 8 }, { cookies: owner })).statusCode).toBe(200);
    for (const card of await feedback(owner)) {
      expect(card).toMatchObject({ isRead: true, actionTaken: { result: 'surveyAnswered', at: new Date(SUMMER_MORNING).toISOString() } });
    }
    expect(await feedback(keyholder)).toEqual(othersBefore);
  });

  it('counts as the feedback banner’s feedback: a score given in the inbox is not asked for again by the banner', async () => {
    const banner = async (cookies: Record<string, string>) => (await get('/api/feedback-banner', cookies)).json() as { due: boolean; feedbackGiven: boolean };
    expect((await banner(agency)).due).toBe(true);
    expect((await post(test.app, '/api/rating', { rating: 6 }, { cookies: agency })).statusCode).toBe(200);
    expect(await banner(agency)).toMatchObject({ due: false, feedbackGiven: true });
  });

  it('stores one score per account and day, the last one counting', async () => {
    for (const rating of [0, 10, 7]) {
      const response = await post(test.app, '/api/rating', { rating }, { cookies: owner });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    const rows = await database.db.selectFrom('ratings').selectAll().where('accountId', '=', await accountIdOf(database.db, '100001')).execute();
    expect(rows.map((row) => [row.ratedOn, row.rating])).toEqual([['2026-07-10', 7]]);
  });

  it('keeps the optional comment, trimmed, and none when blank', async () => {
    const accountId = await accountIdOf(database.db, '100002');
    const comment = async () => (await database.db.selectFrom('ratings').select('comment').where('accountId', '=', accountId).executeTakeFirstOrThrow()).comment;
    expect((await post(test.app, '/api/rating', { rating: 9, comment: '  Quick payouts.  ' }, { cookies: agency })).statusCode).toBe(200);
    expect(await comment()).toBe('Quick payouts.');
    expect((await post(test.app, '/api/rating', { rating: 9, comment: '   ' }, { cookies: agency })).statusCode).toBe(200);
    expect(await comment()).toBeNull();
  });

  it('refuses a comment longer than 2000 characters with 400 and stores nothing', async () => {
    const response = await post(test.app, '/api/rating', { rating: 3, comment: 'x'.repeat(2001) }, { cookies: keyholder });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['comment']);
    const rows = await database.db.selectFrom('ratings').select('rating').where('accountId', '=', await accountIdOf(database.db, '100003')).execute();
    expect(rows).toEqual([]);
    expect((await list(keyholder)).filter((card) => card.actionTaken !== undefined)).toEqual([]);
  });

  it.each([{ rating: 11 }, { rating: -1 }, { rating: 5.5 }, { rating: '7' }, {}])('refuses %j with 400', async (body) => {
    const response = await post(test.app, '/api/rating', body, { cookies: owner });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['rating']);
  });
});

describe('POST /api/contracts/:accommodationCode/renewal', () => {
  it('records the answer for the year of the card and marks the cards of that house handled', async () => {
    const response = await post(test.app, '/api/contracts/DK1234.001.1/renewal', { mode: 'manual' }, { cookies: owner });
    expect(response.statusCode).toBe(200);
    expect(RenewalResponse.parse(response.json())).toEqual({ accommodationCode: 'DK1234.001.1', year: 2027, mode: 'manual' });
    const card = (await list()).find((candidate) => candidate.type === 'renewal')!;
    expect(card.isRead).toBe(true);
    expect(card.params.handled).toBe('manual');
    expect(card.actionTaken).toEqual({ result: 'offerRequested', at: new Date(SUMMER_MORNING).toISOString() });
    const again = await post(test.app, '/api/contracts/DK1234.001.1/renewal', { mode: 'auto' }, { cookies: owner });
    expect(again.json().mode).toBe('auto');
    expect((await list()).find((candidate) => candidate.type === 'renewal')!.actionTaken?.result).toBe('renewalRequested');
    const rows = await database.db.selectFrom('contractRenewals').selectAll().execute();
    expect(rows.map((row) => [row.year, row.mode])).toEqual([[2027, 'auto']]);
  });

  it('uses next year for a house without a card', async () => {
    const response = await post(test.app, '/api/contracts/IT5521.610.2/renewal', { mode: 'auto' }, { cookies: owner });
    expect(response.json()).toEqual({ accommodationCode: 'IT5521.610.2', year: 2027, mode: 'auto' });
  });

  it("answers 404 for another account's or an unknown house, 403 for a keyholder's house, and 400 for a bad mode", async () => {
    const before = await database.db.selectFrom('contractRenewals').selectAll().execute();
    const agencyCode = (await database.db.selectFrom('accommodations').select('code').where('relation', '=', 'agency').executeTakeFirstOrThrow()).code;
    expect((await post(test.app, `/api/contracts/${agencyCode}/renewal`, { mode: 'auto' }, { cookies: owner })).statusCode).toBe(404);
    expect((await post(test.app, '/api/contracts/XX0000.000.0/renewal', { mode: 'auto' }, { cookies: owner })).statusCode).toBe(404);
    expect((await post(test.app, '/api/contracts/HR4410.220.1/renewal', { mode: 'auto' }, { cookies: keyholder })).statusCode).toBe(403);
    const bad = await post(test.app, '/api/contracts/HR2731.100.1/renewal', { mode: 'later' }, { cookies: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ mode: ['invalid_value'] });
    expect(await database.db.selectFrom('contractRenewals').selectAll().execute()).toEqual(before);
    expect((await list(keyholder)).filter((card) => card.actionTaken !== undefined)).toEqual([]);
  });
});
