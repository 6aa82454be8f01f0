import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangeStarted } from '../../../src/contract/payments';
import type { DatabaseHandle } from '../../support/db';
import { accountIdOf, sessionFor } from '../helpers/fixtures';
import { lastOutboxId, messagesAfter } from '../helpers/outbox';
import { stepUp } from '../helpers/step-up';
import { DEMO_PASSWORD, latestCode, post, signIn, type TestApp, useTestApp } from '../helpers/test-app';

/**
 * Issue 22.5: a message that results from a change is written into the outbox in the change's own
 * transaction. Each kind is run twice: once with the commit failing (a deferred trigger refuses
 * any outbox row at commit, as a crash at that point would), where neither the change nor a
 * message may remain; once normally, where the change and exactly one message remain.
 */
let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

/** A trigger that refuses rows of `table`: at commit (deferred) or at once. */
async function refuse(table: 'outbox' | 'pending_phone_changes', when: 'at commit' | 'at once' = 'at commit'): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`.execute(database.db);
  const timing = when === 'at commit' ? sql`DEFERRABLE INITIALLY DEFERRED` : sql`NOT DEFERRABLE`;
  await sql`CREATE CONSTRAINT TRIGGER test_refuse AFTER INSERT ON ${sql.table(table)} ${timing} FOR EACH ROW EXECUTE FUNCTION test_refuse()`.execute(database.db);
}

async function allow(table: 'outbox' | 'pending_phone_changes'): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS test_refuse ON ${sql.table(table)}`.execute(database.db);
}

afterEach(async () => {
  await allow('outbox');
  await allow('pending_phone_changes');
});

const refuseOutboxAtCommit = () => refuse('outbox');

/** Runs `change` with the commit refused, then normally; `state` reads what the change changes. */
async function kept<T>(change: () => Promise<{ statusCode: number; body: string }>, state: () => Promise<T>, okStatus: number, messages = 1): Promise<void> {
  const stateBefore = await state();
  const before = await lastOutboxId(database);
  await refuseOutboxAtCommit();
  const refused = await change();
  expect(refused.statusCode, refused.body).toBe(500);
  expect(await state()).toEqual(stateBefore);
  expect(await messagesAfter(database, before)).toEqual([]);
  await allow('outbox');

  const done = await change();
  expect(done.statusCode, done.body).toBe(okStatus);
  expect(await state()).not.toEqual(stateBefore);
  expect(await messagesAfter(database, before)).toHaveLength(messages);
}

const accountRow = (userId: string) => database.db.selectFrom('accounts').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();

describe('change notices are kept with their change', () => {
  it('an in-session password change', async () => {
    const cookies = await signIn(test, '100002');
    await kept(
      () => post(test.app, '/api/profile/password', { currentPassword: DEMO_PASSWORD, newPassword: 'tulips along the canal 2026' }, { cookies }),
      async () => (await accountRow('100002')).passwordHash,
      204,
    );
  });

  it('an address change', async () => {
    const cookies = await signIn(test, '100006');
    await kept(
      () => test.app.inject({ method: 'PUT', url: '/api/profile/address', payload: { street: 'Hafenstraße 3', zip: '20359', place: 'Hamburg', country: 'DE' }, cookies }),
      async () => (await accountRow('100006')).street,
      200,
    );
  });

  it('a tax number replaced after a step-up', async () => {
    const cookies = await signIn(test, '100006');
    await stepUp(test, cookies);
    const taxNumber = async () => (await database.db.selectFrom('taxLegalRecords').select('taxNumber').where('id', '=', 'TLR-100006-CH').executeTakeFirstOrThrow()).taxNumber;
    await kept(() => post(test.app, '/api/tax-ids', { entries: [{ id: 'TLR-100006-CH', taxNumber: 'CHE-111.222.333' }] }, { cookies }), taxNumber, 200);
  });

  it('a payout schedule change', async () => {
    const cookies = await signIn(test, '100006');
    const started = ChangeStarted.parse((await post(test.app, '/api/payments/schedule', { schedule: 'Monthly' }, { cookies })).json());
    const code = await latestCode(database, 'verwaltung@alpenblick.example.com');
    await kept(
      () => post(test.app, `/api/payments/schedule/${started.changeId}/verify`, { code }, { cookies }),
      async () => (await accountRow('100006')).paymentSchedule,
      200,
    );
  });

  it('a bank-details change', async () => {
    const cookies = await signIn(test, '100006');
    const started = ChangeStarted.parse(
      (await post(test.app, '/api/payments/bank-details', { iban: 'CH9300762011623852957', accountHolder: 'Alpenblick Immobilien AG' }, { cookies })).json(),
    );
    const code = await latestCode(database, 'verwaltung@alpenblick.example.com');
    const status = async () => (await database.db.selectFrom('bankDetailChanges').select('status').where('id', '=', started.changeId).executeTakeFirstOrThrow()).status;
    await kept(() => post(test.app, `/api/payments/bank-details/${started.changeId}/verify`, { code }, { cookies }), status, 202);
  });

  it('the start of a phone number change: the notices and the code with the pending number', async () => {
    const cookies = await signIn(test, '100003');
    await stepUp(test, cookies);
    const accountId = await accountIdOf(database.db, '100003');
    const pending = () => database.db.selectFrom('pendingPhoneChanges').select('mobile').where('accountId', '=', accountId).execute();
    const before = await lastOutboxId(database);
    await refuseOutboxAtCommit();
    const refused = await post(test.app, '/api/profile/phone', { mobileNumber: '+43 664 1234567' }, { cookies });
    expect(refused.statusCode, refused.body).toBe(500);
    expect(await pending()).toEqual([]);
    expect(await messagesAfter(database, before)).toEqual([]);
    await allow('outbox');
    // The pending number itself refused: no notice of a change that was not started.
    await refuse('pending_phone_changes', 'at once');
    expect((await post(test.app, '/api/profile/phone', { mobileNumber: '+43 664 1234567' }, { cookies })).statusCode).toBe(500);
    expect(await messagesAfter(database, before)).toEqual([]);
    await allow('pending_phone_changes');

    const done = await post(test.app, '/api/profile/phone', { mobileNumber: '+43 664 1234567' }, { cookies });
    expect(done.statusCode, done.body).toBe(202);
    expect(await pending()).toHaveLength(1);
    const account = await accountRow('100003');
    const sent = await messagesAfter(database, before);
    // A notice to each current channel, then the code to the new number.
    expect(sent.map((message) => message.recipient)).toEqual([account.email, account.mobile, '+43 664 1234567'].filter(Boolean));

    // Its confirmation: the new number and the notice of it.
    const code = await latestCode(database, '+43 664 1234567');
    await kept(() => post(test.app, '/api/profile/phone/verify', { code }, { cookies }), async () => (await accountRow('100003')).mobile, 200);
  });
});

describe('secondary address notices are kept with their change', () => {
  it('adding one tells both addresses; removing it tells the primary one', async () => {
    const cookies = await sessionFor(test, '100001');
    expect((await post(test.app, '/api/profile/secondary-email', { email: 'copies@horvat.example.com' }, { cookies })).statusCode).toBe(202);
    const id = new URL(await latestCode(database, 'copies@horvat.example.com')).searchParams.get('confirm')!;
    const secondary = async () => (await accountRow('100001')).secondaryEmail;
    await kept(() => post(test.app, '/api/profile/secondary-email/confirm', { id }, { cookies }), secondary, 200, 2);
    await kept(() => test.app.inject({ method: 'DELETE', url: '/api/profile/secondary-email', cookies }), secondary, 204);
  });
});

describe('messages of other changes are kept with them', () => {
  it("the service office's copy of a contact message", async () => {
    const cookies = await sessionFor(test, '100001');
    const accountId = await accountIdOf(database.db, '100001');
    const stored = async () => (await database.db.selectFrom('contactMessages').select('id').where('accountId', '=', accountId).execute()).length;
    await kept(() => post(test.app, '/api/contact-us', { group: 'Bookings', topic: 'OwnerBooking', message: 'May I come in May?' }, { cookies }), stored, 201);
  });

  it('the owner numbers of an address, with the count of the request', async () => {
    const counted = async () => (await database.db.selectFrom('loginThrottle').select('failures').where('userKey', '=', 'number:sanne.devries@example.org').executeTakeFirst())?.failures ?? 0;
    await kept(() => post(test.app, '/api/forgot-number', { email: 'sanne.devries@example.org' }), counted, 202);
  });

  it('the confirmation of a request to support (demo mode)', async () => {
    const stored = async () => (await database.db.selectFrom('supportRequests').select('id').execute()).length;
    await kept(() => post(test.app, '/api/2fa/contact-us', { userID: '100004', name: 'Giovanni Rossi', contact: 'giovanni@example.org', message: 'No code arrives.' }), stored, 201);
  });
});
