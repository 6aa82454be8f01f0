import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Dashboard } from '../../../src/contract/dashboard';
import { InboxStatus, NotificationList } from '../../../src/contract/inbox';
import { ReservationPage } from '../../../src/contract/reservations';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { accountIdOf, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, post, TestClock, type TestApp } from '../helpers/test-app';

/**
 * Issue 24: the reservation lists and the overview are cached per account and query, with
 * ETag/304. Every write shows in the very next read, also on another instance sharing the
 * PostgreSQL database; nobody is ever answered from another account's entry; a 304 is only
 * answered after the session check.
 */
forEachDatabase('cached reads with ETag', (open, engine) => {
  let database: DatabaseHandle;
  /** Instance A takes the writes, B the reads (on PGlite, one process holds the database: A is B). */
  let a: TestApp;
  let b: TestApp;
  let owner: Record<string, string>;
  let agency: Record<string, string>;

  beforeAll(async () => {
    database = await open('seeded');
    const env: Record<string, string> = engine === 'postgres' ? { DATABASE_URL: database.url! } : {};
    a = await buildTestApp(database, { env, clock: new TestClock(SUMMER_MORNING) });
    b = engine === 'postgres' ? await buildTestApp(database, { env, clock: a.clock }) : a;
    [owner, agency] = await Promise.all([sessionFor(a, '100001'), sessionFor(a, '100002')]);
  });
  afterAll(async () => {
    if (b !== a) await b?.app.close();
    await a?.app.close();
    await database?.close();
  });

  const get = (test: TestApp, url: string, cookies?: Record<string, string>, etag?: string) =>
    test.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}), ...(etag ? { headers: { 'if-none-match': etag } } : {}) });

  const LIST = '/api/reservations?sort=arrival&rangeType=arrivalDate&page=0&size=100';

  it('answers an unchanged list with 304 and no body, a changed one with a new ETag', async () => {
    const first = await get(b, LIST, owner);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(b, LIST, owner, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // The owner removes a booking of theirs through instance A: B's next read no longer lists it.
    const booking = ReservationPage.parse(first.json()).content.find((reservation) => reservation.kind === 'OwnerBooking' && !reservation.canceled);
    expect(booking, 'the seed gives the owner an upcoming own booking').toBeDefined();
    expect((await a.app.inject({ method: 'DELETE', url: `/api/owner-bookings/${booking!.id}`, cookies: owner })).statusCode).toBe(204);
    const changed = await get(b, LIST, owner, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(ReservationPage.parse(changed.json()).content.map((reservation) => reservation.id)).not.toContain(booking!.id);
  });

  it('shows a write made outside the API (any statement on the tables) in the next read', async () => {
    const before = ReservationPage.parse((await get(b, LIST, owner)).json());
    const renamed = before.content[0]!;
    await sql`UPDATE stays SET traveller_name = 'Renamed Directly' WHERE id = ${Number(renamed.id)}`.execute(database.db);
    const after = ReservationPage.parse((await get(b, LIST, owner)).json());
    expect(after.content.find((reservation) => reservation.id === renamed.id)?.travellerName).toBe('Renamed Directly');
  });

  it("never answers an account from another account's entry, nor a 304 to another account's tag", async () => {
    const mine = await get(b, LIST, owner);
    const theirs = await get(b, LIST, agency);
    const codes = async (userId: string) =>
      new Set((await database.db.selectFrom('accommodations').select('code').where('accountId', '=', await accountIdOf(database.db, userId)).execute()).map((row) => row.code));
    const [ownerCodes, agencyCodes] = await Promise.all([codes('100001'), codes('100002')]);
    expect(ReservationPage.parse(mine.json()).content.every((reservation) => ownerCodes.has(reservation.accommodation.code))).toBe(true);
    expect(ReservationPage.parse(theirs.json()).content.every((reservation) => agencyCodes.has(reservation.accommodation.code))).toBe(true);
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
    const probing = await get(b, LIST, agency, mine.headers.etag as string);
    expect(probing.statusCode).toBe(200);
    expect(ReservationPage.parse(probing.json()).total).toBe(ReservationPage.parse(theirs.json()).total);
  });

  it('checks the session before answering 304', async () => {
    const etag = (await get(b, LIST, owner)).headers.etag as string;
    const anonymous = await get(b, LIST, undefined, etag);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'unauthenticated' });
    expect((await get(b, '/api/dashboard', { portal_session: 'not-a-session' }, etag)).statusCode).toBe(401);
  });

  it("shows a new card among the overview's tasks at once, and drops it once read", async () => {
    const before = await get(b, '/api/dashboard', owner);
    expect((await get(b, '/api/dashboard', owner, before.headers.etag as string)).statusCode).toBe(304);
    const created = await post(a.app, '/api/demo/notification', { type: 'feedback' }, { cookies: owner });
    expect(created.statusCode).toBe(201);
    const id = String(created.json<{ id: string }>().id);
    const withCard = await get(b, '/api/dashboard', owner, before.headers.etag as string);
    expect(withCard.statusCode).toBe(200);
    expect(Dashboard.parse(withCard.json()).tasks.some((task) => task.type === 'FEEDBACK' && task.params.notificationId === id)).toBe(true);
    expect((await post(a.app, '/api/inbox/read', { messageId: id }, { cookies: owner })).statusCode).toBeLessThan(300);
    const read = Dashboard.parse((await get(b, '/api/dashboard', owner)).json());
    expect(read.tasks.some((task) => task.params.notificationId === id)).toBe(false);
  });

  it('shows a new card in the inbox and its unread mark at once, and the read state once read', async () => {
    const unread = async () => InboxStatus.parse((await get(b, '/api/inbox/status', owner)).json()).newNotifications;
    const before = await get(b, '/api/inbox/notifications', owner);
    expect((await get(b, '/api/inbox/notifications', owner, before.headers.etag as string)).statusCode).toBe(304);
    await unread();
    await sql`UPDATE notifications SET is_read = true WHERE account_id = ${await accountIdOf(database.db, '100001')}`.execute(database.db);
    expect(await unread()).toBe(false);
    const created = await post(a.app, '/api/demo/notification', { type: 'feedback' }, { cookies: owner });
    const id = String(created.json<{ id: string }>().id);
    const listed = await get(b, '/api/inbox/notifications', owner, before.headers.etag as string);
    expect(listed.statusCode).toBe(200);
    expect(NotificationList.parse(listed.json()).content.find((card) => card.id === id)?.isRead).toBe(false);
    expect(await unread()).toBe(true);
    expect((await post(a.app, '/api/inbox/read', { messageId: id }, { cookies: owner })).statusCode).toBe(204);
    expect(NotificationList.parse((await get(b, '/api/inbox/notifications', owner)).json()).content.find((card) => card.id === id)?.isRead).toBe(true);
    expect(await unread()).toBe(false);
  });

  it("recomputes the overview on a new day (its groups and tasks depend on today's date)", async () => {
    const today = Dashboard.parse((await get(b, '/api/dashboard', owner)).json()).today;
    // Last test: the sessions of the day before have expired by then, so the owner signs in anew.
    a.clock.advance(24 * 60 * 60 * 1000);
    const tomorrow = await sessionFor(a, '100001');
    expect(Dashboard.parse((await get(b, '/api/dashboard', tomorrow)).json()).today).not.toBe(today);
  });
});
