import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertContactMessage, listContactMessages } from '../../../src/server/repositories/contact-messages-repository';
import { insertProviderContacts, listProviderContacts, serviceOfficeEmail } from '../../../src/server/repositories/provider-contacts-repository';
import { insertReferral, listReferrals } from '../../../src/server/repositories/referrals-repository';
import { type DatabaseHandle, forEachDatabase } from '../../support/db';
import { createAccount, createHouse } from '../helpers/fixtures';

forEachDatabase('contact and referral queries', (open) => {
  let database: DatabaseHandle;
  let owner: number;
  let stranger: number;
  let house: number;

  beforeAll(async () => {
    database = await open('migrated');
    [owner, stranger] = await Promise.all([createAccount(database.db, 'C-OWNER'), createAccount(database.db, 'C-STRANGER')]);
    house = await createHouse(database.db, owner, 'HR9600.100.1');
    await insertProviderContacts(database.db, [
      { accountId: owner, position: 2, role: 'Keyholder', name: 'Key', channel: 'Mobile', phone: '+385 91 000 0000', email: null, accommodationId: house, firstDay: 1, lastDay: 7, opens: '09:00', closes: '20:00' },
      { accountId: owner, position: 0, role: 'ServiceOffice', name: 'Office', channel: 'Email', email: 'office@example.com', phone: null, accommodationId: null },
      { accountId: stranger, position: 0, role: 'ServiceOffice', name: 'Theirs', channel: 'Email', email: 'theirs@example.com', phone: null, accommodationId: null },
    ]);
  });
  afterAll(() => database.close());

  it("lists one account's contacts in position order with their home", async () => {
    const rows = await listProviderContacts(database.db, owner);
    expect(rows.map((row) => [row.name, row.accommodationCode])).toEqual([
      ['Office', null],
      ['Key', 'HR9600.100.1'],
    ]);
    expect(await serviceOfficeEmail(database.db, owner)).toBe('office@example.com');
    expect(await serviceOfficeEmail(database.db, stranger)).toBe('theirs@example.com');
  });

  it('refuses hours given in part', async () => {
    await expect(
      insertProviderContacts(database.db, [{ accountId: owner, role: 'Keyholder', name: 'Half', channel: 'Phone', phone: '1', email: null, accommodationId: null, firstDay: 1, lastDay: 5 }]),
    ).rejects.toThrow();
  });

  it("stores messages and referrals per account, newest first; a referral needs a way to reach the person", async () => {
    await insertContactMessage(database.db, { accountId: owner, topicGroup: 'Bookings', topic: 'Other', message: 'first', stayId: null, resNo: null, createdAt: '2026-01-01T10:00:00Z' });
    await insertContactMessage(database.db, { accountId: owner, topicGroup: 'Bookings', topic: 'Other', message: 'second', stayId: null, resNo: null, createdAt: '2026-01-02T10:00:00Z' });
    expect((await listContactMessages(database.db, owner)).map((row) => row.message)).toEqual(['second', 'first']);
    expect(await listContactMessages(database.db, stranger)).toEqual([]);

    const base = { name: 'N', location: 'L', message: null, consent: true };
    await insertReferral(database.db, { ...base, accountId: owner, email: 'a@example.com', phone: null, createdAt: '2026-01-01T10:00:00Z' });
    await insertReferral(database.db, { ...base, accountId: null, email: null, phone: '+385 1 000 000', createdAt: '2026-01-02T10:00:00Z' });
    const mine = await listReferrals(database.db, owner);
    expect(mine.map((row) => [row.email, row.status])).toEqual([['a@example.com', 'RECEIVED']]);
    await expect(insertReferral(database.db, { ...base, accountId: owner, email: null, phone: null })).rejects.toThrow();
    await expect(insertReferral(database.db, { ...base, accountId: owner, email: 'b@example.com', phone: null, consent: false })).rejects.toThrow();
  });
});
