import { expect, it, describe } from 'vitest';
import { ContactList, ContactUsReceipt, SentContactMessageList } from '../../../src/contract/contact';
import { CONTACT_US_LIMIT } from '../../../src/server/throttling/account-limits';
import { listContactMessages } from '../../../src/server/repositories/contact-messages-repository';
import type { DatabaseHandle } from '../../support/db';
import { accountIdOf, sessionFor } from '../helpers/fixtures';
import { lastOutboxId, messagesAfter } from '../helpers/outbox';
import { post, type TestApp, useTestApp } from '../helpers/test-app';

let test: TestApp;
let database: DatabaseHandle;
useTestApp((handles) => ({ test, database } = handles));

const OWNER = '100001';
const AGENCY = '100002';

/** A reservation number of one of the account's homes. */
async function resNoOf(userId: string): Promise<string> {
  const row = await database.db
    .selectFrom('stays')
    .select('resNo')
    .where('accountId', '=', await accountIdOf(database.db, userId))
    .where('kind', '=', 'Reservation')
    .where('resNo', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.resNo!;
}

describe('without a session', () => {
  it.each([
    ['GET', '/api/contacts'],
    ['POST', '/api/contact-us'],
    ['GET', '/api/contact-us/messages'],
  ] as const)('%s %s answers 401', async (method, url) => {
    expect((await test.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /api/contacts', () => {
  it("lists the owner's own contacts: the owner service first, service offices with office hours, a key holder per home", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/contacts', cookies: await sessionFor(test, OWNER) });
    expect(response.statusCode).toBe(200);
    const { content } = ContactList.parse(response.json());
    expect(content[0]).toMatchObject({ role: 'ServiceOffice', channel: 'Email', accommodation: null, hours: null });
    const offices = content.filter((contact) => contact.role === 'ServiceOffice' && contact.hours);
    expect(offices.length).toBeGreaterThan(0);
    expect(offices[0]!.hours).toEqual({ firstDay: 1, lastDay: 5, opens: '08:00', closes: '18:00' });
    // Each office looks after the homes of its country, and only the owner service after all of them.
    const countries = await database.db.selectFrom('accommodations').select('country').distinct().where('accountId', '=', await accountIdOf(database.db, OWNER)).execute();
    expect(offices.map((office) => office.country).sort()).toEqual(countries.map((home) => home.country).sort());
    expect(content.filter((contact) => contact.accommodation === null && contact.country === null)).toHaveLength(1);
    const keyHolders = content.filter((contact) => contact.role === 'Keyholder');
    const homes = await database.db.selectFrom('accommodations').select('code').where('accountId', '=', await accountIdOf(database.db, OWNER)).execute();
    expect(keyHolders.map((contact) => contact.accommodation?.code).sort()).toEqual(homes.map((home) => home.code).sort());
  });

  it("never shows another account's contacts", async () => {
    const mine = ContactList.parse((await test.app.inject({ method: 'GET', url: '/api/contacts', cookies: await sessionFor(test, OWNER) })).json());
    const theirs = ContactList.parse((await test.app.inject({ method: 'GET', url: '/api/contacts', cookies: await sessionFor(test, AGENCY) })).json());
    const mineIds = new Set(mine.content.map((contact) => contact.id));
    expect(theirs.content.some((contact) => mineIds.has(contact.id))).toBe(false);
  });
});

describe('POST /api/contact-us', () => {
  it('stores the message with its reservation and sends a copy to the service office', async () => {
    const resNo = await resNoOf(OWNER);
    const before = await lastOutboxId(database);
    const response = await post(test.app, '/api/contact-us', { group: 'Bookings', topic: 'OwnerBooking', message: '  Can I book the first week of May?  ', resNo }, { cookies: await sessionFor(test, OWNER) });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = ContactUsReceipt.parse(response.json());
    const [stored] = await listContactMessages(database.db, await accountIdOf(database.db, OWNER));
    expect(stored).toMatchObject({ id: Number(id), topicGroup: 'Bookings', topic: 'OwnerBooking', message: 'Can I book the first week of May?', resNo });
    expect(stored!.stayId).not.toBeNull();
    const sent = await messagesAfter(database, before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', recipient: 'owners@example.com' });
    expect(sent[0]!.subject).toContain(`reservation ${resNo}`);
    expect(sent[0]!.text).toContain('Can I book the first week of May?');
  });

  it('takes a message without a reservation', async () => {
    const response = await post(test.app, '/api/contact-us', { group: 'Maintenance', topic: 'InNeighborhood', message: 'The road is being repaired.' }, { cookies: await sessionFor(test, OWNER) });
    expect(response.statusCode).toBe(201);
  });

  it("answers 400 naming resNo for another account's reservation, and stores nothing", async () => {
    const owner = await accountIdOf(database.db, OWNER);
    const before = (await listContactMessages(database.db, owner)).length;
    const response = await post(test.app, '/api/contact-us', { group: 'Bookings', topic: 'Other', message: 'Hello', resNo: await resNoOf(AGENCY) }, { cookies: await sessionFor(test, OWNER) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', fieldErrors: { resNo: ['not_found'] } });
    expect(await listContactMessages(database.db, owner)).toHaveLength(before);
  });

  it.each([
    [{ group: 'Bookings', topic: 'InProperty', message: 'x' }, 'topic'],
    [{ group: 'Complaint', topic: 'Nonsense', message: 'x' }, 'topic'],
    [{ group: 'Weather', topic: 'Other', message: 'x' }, 'group'],
    [{ group: 'Complaint', topic: 'AboutGuest', message: '   ' }, 'message'],
    [{ group: 'Complaint', topic: 'AboutGuest', message: 'x'.repeat(4001) }, 'message'],
    [{ group: 'Complaint', topic: 'AboutGuest', message: 'x', resNo: 'abc' }, 'resNo'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await post(test.app, '/api/contact-us', body, { cookies: await sessionFor(test, OWNER) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toContain(field);
  });
});

describe('GET /api/contact-us/messages', () => {
  const sent = async (userId: string) =>
    SentContactMessageList.parse((await test.app.inject({ method: 'GET', url: '/api/contact-us/messages', cookies: await sessionFor(test, userId) })).json()).content;

  it("lists the account's own messages newest first with subject, reservation, date and status, and no one else's", async () => {
    const cookies = await sessionFor(test, '100006');
    const resNo = await resNoOf('100006');
    expect((await post(test.app, '/api/contact-us', { group: 'Maintenance', topic: 'InProperty', message: 'The gate is broken.' }, { cookies })).statusCode).toBe(201);
    const second = await post(test.app, '/api/contact-us', { group: 'Bookings', topic: 'Other', message: 'A question.', resNo }, { cookies });
    expect(second.statusCode, second.body).toBe(201);
    const mine = await sent('100006');
    expect(mine.slice(0, 2)).toMatchObject([
      { id: ContactUsReceipt.parse(second.json()).id, group: 'Bookings', topic: 'Other', resNo, status: 'RECEIVED' },
      { group: 'Maintenance', topic: 'InProperty', resNo: null, status: 'RECEIVED' },
    ]);
    expect(mine.every((entry) => !Number.isNaN(Date.parse(entry.createdAt)))).toBe(true);
    expect(mine).toHaveLength((await listContactMessages(database.db, await accountIdOf(database.db, '100006'))).length);
    const ids = new Set(mine.map((entry) => entry.id));
    expect((await sent(AGENCY)).some((entry) => ids.has(entry.id))).toBe(false);
  });

  it('shows the status support set', async () => {
    const accountId = await accountIdOf(database.db, '100006');
    const [newest] = await listContactMessages(database.db, accountId);
    await database.db.updateTable('contactMessages').set({ status: 'ANSWERED' }).where('id', '=', newest!.id).execute();
    expect((await sent('100006'))[0]).toMatchObject({ id: String(newest!.id), status: 'ANSWERED' });
  });
});

describe('the per-account limit of the contact form', () => {
  it('answers 429 with Retry-After beyond the limit, stores and e-mails nothing more, and takes messages again an hour later', async () => {
    let cookies = await sessionFor(test, '100003');
    const account = await accountIdOf(database.db, '100003');
    const send = () => post(test.app, '/api/contact-us', { group: 'Maintenance', topic: 'InNeighborhood', message: 'x'.repeat(4000) }, { cookies });
    for (let i = 0; i < CONTACT_US_LIMIT.max; i++) expect((await send()).statusCode).toBe(201);
    const before = await lastOutboxId(database);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesAfter(database, before)).toHaveLength(0);
    expect(await listContactMessages(database.db, account)).toHaveLength(CONTACT_US_LIMIT.max);
    // Another account is not held by this one's limit.
    expect((await post(test.app, '/api/contact-us', { group: 'Maintenance', topic: 'InNeighborhood', message: 'Hello' }, { cookies: await sessionFor(test, AGENCY) })).statusCode).toBe(201);
    test.clock.advance(CONTACT_US_LIMIT.windowMs);
    cookies = await sessionFor(test, '100003');
    expect((await send()).statusCode).toBe(201);
  });
});
