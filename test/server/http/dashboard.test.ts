import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dashboard } from '../../../src/contract/dashboard';
import { NotificationList } from '../../../src/contract/inbox';
import { PaymentInfo, PaymentsOverview } from '../../../src/contract/payments';
import { fromCents, toCents } from '../../../src/domain/money';
import type { NotificationType } from '../../../src/domain/enumerations';
import { jsonb } from '../../../src/server/db/sql-values';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { addStay, createAccount, createHouse, sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { buildTestApp, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
let dashboard: Dashboard;

/**
 * An account of the test's own on the seeded database, so the expectations do not depend on the
 * seed: four houses (one only held as keyholder), stays around "today" (2026-07-10) and cards.
 */
beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  const db = database.db;
  const accountId = await createAccount(db, 'T-DASH', { permissions: ['ViewLegal', 'ViewPayments'] });
  const alpha = await createHouse(db, accountId, 'HR9200.100.1', { name: 'Alpha' });
  const beta = await createHouse(db, accountId, 'IT9200.100.2', { name: 'Beta', contractStatus: 'EXPIRING' });
  const gamma = await createHouse(db, accountId, 'ES9200.100.3', { name: 'Gamma', contractStatus: 'PENDING' });
  await createHouse(db, accountId, 'ES9200.100.4', { name: 'Delta', contractStatus: 'EXPIRING', relation: 'keyholder' });
  let resNo = 91_000_000;
  const stay = (house: number, kind: string, arrival: string, departure: string, extra = {}) =>
    addStay(db, house, { kind, arrival, departure, resNo: String(resNo++), travellerName: `${kind} ${arrival}`, ...extra });
  await stay(alpha, 'Reservation', '2026-07-10', '2026-07-15', { pax: 3, children: 1, revenueCents: 50_000, currency: 'EUR' });
  await stay(alpha, 'Reservation', '2026-07-05', '2026-07-10');
  await stay(alpha, 'Reservation', '2026-07-13', '2026-07-14', { canceled: true, revenueCents: 999_999, currency: 'EUR' });
  await stay(alpha, 'MyRent', '2026-07-15', '2026-07-17');
  await stay(alpha, 'Reservation', '2026-12-30', '2027-01-03', { revenueCents: 30_000, currency: 'EUR' });
  await stay(beta, 'Reservation', '2026-07-01', '2026-07-11');
  await stay(beta, 'Reservation', '2026-07-11', '2026-07-13', { revenueCents: 746_000, currency: 'DKK' });
  await stay(beta, 'MyRent', '2026-07-13', '2026-07-16');
  await stay(gamma, 'OwnerBooking', '2026-07-20', '2026-07-24');
  await stay(gamma, 'Reservation', '2026-07-24', '2026-07-26');
  await stay(gamma, 'Reservation', '2026-07-27', '2026-07-30');
  await addStay(db, gamma, { kind: 'ExternalBooking', arrival: '2026-08-01', departure: '2026-08-05' });
  await db
    .insertInto('taxLegalRecords')
    .values({ id: 'TLR-T-DASH', accountId, providerType: 'PRIVATE', objectCountry: 'HR', taxNumberKind: 'supplier', taxNumber: null })
    .execute();
  const card = (type: NotificationType, payload: object, isRead: boolean, createdAt: string) => ({
    accountId,
    type,
    isRead,
    payload: jsonb(payload),
    createdAt,
  });
  await db
    .insertInto('notifications')
    .values([
      card('iban', { ibanUpdatingNotification: { status: 'SUCCESSFUL' } }, true, '2026-07-01T10:00:00Z'),
      card('iban', { ibanUpdatingNotification: { status: 'FAILED', reason: 'ACCOUNT_HOLDER_MISMATCH' } }, true, '2026-07-05T10:00:00Z'),
      card('feedback', { feedback: { question: 'How likely…?' } }, false, '2026-07-06T10:00:00Z'),
      card('referral', { referral: { name: 'Marta Novak', status: 'REQUEST' } }, false, '2026-07-07T10:00:00Z'),
      card('feature', { featureNotification: { key: 'ical' } }, true, '2026-07-08T10:00:00Z'),
    ])
    .execute();

  const response = await test.app.inject({ method: 'GET', url: '/api/dashboard', cookies: await sessionFor(test, 'T-DASH') });
  expect(response.statusCode, response.body).toBe(200);
  dashboard = Dashboard.parse(response.json());
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

describe('GET /api/dashboard', () => {
  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it("groups arrivals on the server's today with the domain rule, two weeks ahead", () => {
    expect(dashboard.today).toBe('2026-07-10');
    const names = (group: keyof Dashboard['arrivals']) => dashboard.arrivals[group].map((item) => item.travellerName);
    expect(names('Today')).toEqual(['Reservation 2026-07-10']);
    expect(names('Tomorrow')).toEqual(['Reservation 2026-07-11']);
    expect(names('CurrentGuest')).toEqual(['Reservation 2026-07-01']);
    expect(names('ArrivingInDays')).toEqual(['MyRent 2026-07-13', 'MyRent 2026-07-15', 'OwnerBooking 2026-07-20', 'Reservation 2026-07-24']);
    const today = dashboard.arrivals.Today[0]!;
    expect(today).toMatchObject({ accommodation: { code: 'HR9200.100.1', name: 'Alpha' }, pax: { adults: 2, children: 1 }, kind: null });
    expect(dashboard.arrivals.ArrivingInDays[2]!.kind).toBe('OwnerBooking');
  });

  it('derives tasks from the data, most urgent and nearest first, each with the page where it is done', () => {
    const tasks = dashboard.tasks.map((task) => [task.type, task.urgency, task.accommodationCode, task.link]);
    expect(tasks).toEqual([
      ['RESERVATION', 'URGENT', 'HR9200.100.1', expect.stringMatching(/^\/reservations\/arrivals\/\d+$/)],
      ['RESERVATION', 'WARNING', 'IT9200.100.2', expect.stringMatching(/^\/reservations\/arrivals\/\d+$/)],
      ['RENEWAL', 'WARNING', 'IT9200.100.2', '/documents/IT9200.100.2/contracts'],
      ['LEGAL', 'WARNING', null, '/profile/legal'],
      ['RESERVATION', 'ONGOING', 'IT9200.100.2', expect.stringMatching(/^\/reservations\/arrivals\/\d+$/)],
      ['CONTRACT', 'ONGOING', 'ES9200.100.3', '/documents/ES9200.100.3/contracts'],
      ['FEEDBACK', 'NONE', null, '/inbox'],
      ['REFERRAL', 'NONE', null, '/inbox'],
    ]);
    expect(dashboard.tasks[0]!.params).toMatchObject({ accommodationName: 'Alpha', days: 0, arrivalDate: '2026-07-10', adults: 2, children: 1 });
    // The bank cards alone are no bank state: the account has no refused change, so no bank task.
    expect(dashboard.tasks.map((task) => task.type)).not.toContain('IBAN');
  });

  it('leads the RENEWAL and CONTRACT tasks to the contract prices when the account may see them', async () => {
    await database.db.updateTable('accounts').set({ permissions: ['ViewLegal', 'ViewPayments', 'ViewContractPrices'] }).where('userId', '=', 'T-DASH').execute();
    try {
      const cookies = await sessionFor(test, 'T-DASH');
      const withPrices = Dashboard.parse((await test.app.inject({ method: 'GET', url: '/api/dashboard', cookies })).json());
      const links = withPrices.tasks.filter((task) => task.type === 'RENEWAL' || task.type === 'CONTRACT').map((task) => [task.type, task.link]);
      expect(links).toEqual([
        ['RENEWAL', '/contract-prices/IT9200.100.2/2027'],
        ['CONTRACT', '/contract-prices/ES9200.100.3'],
      ]);
    } finally {
      await database.db.updateTable('accounts').set({ permissions: ['ViewLegal', 'ViewPayments'] }).where('userId', '=', 'T-DASH').execute();
    }
  });

  it("counts this year's guest nights and occupancy, and income as the payments pages do", () => {
    // 5+5+2+10+2+3+2+3+2+4 nights in 2026 (the New Year stay counts two); the canceled one none.
    expect(dashboard.figures).toEqual({
      year: 2026,
      bookedNights: 38,
      occupancy: Math.round((38 / (4 * 365)) * 10_000) / 10_000,
      // No entries booked on the account yet: no income (in euros, the account's currency).
      income: { amount: 0, currency: 'EUR' },
      nextPayout: null,
    });
  });

  it('drops the renewal task once the owner answered it', async () => {
    const cookies = await sessionFor(test, 'T-DASH');
    const renewal = await test.app.inject({ method: 'POST', url: '/api/contracts/IT9200.100.2/renewal', cookies, payload: { mode: 'auto' } });
    expect(renewal.json()).toEqual({ accommodationCode: 'IT9200.100.2', year: 2027, mode: 'auto' });
    const after = Dashboard.parse((await test.app.inject({ method: 'GET', url: '/api/dashboard', cookies })).json());
    expect(after.tasks.map((task) => task.type)).not.toContain('RENEWAL');
  });

  it('describes a seeded account within the contract', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/dashboard', cookies: await sessionFor(test, '100002') });
    const agency = Dashboard.parse(response.json());
    expect(agency.figures.bookedNights).toBeGreaterThan(1000);
    expect(agency.figures.occupancy).toBeGreaterThan(0);
    expect(agency.figures.occupancy).toBeLessThan(1);
    expect(agency.figures.income?.currency).toBe('EUR');
    expect(agency.arrivals.CurrentGuest.length + agency.arrivals.Today.length).toBeGreaterThan(0);
  });

  // 100005 must set a new password first (the API answers nothing else); 100003 may not see payments.
  it.each(['100001', '100002', '100004', '100006'])('tells %s the same income and next payout as the payments overview', async (userId) => {
    const cookies = await sessionFor(test, userId);
    const home = Dashboard.parse((await test.app.inject({ method: 'GET', url: '/api/dashboard', cookies })).json());
    const payments = PaymentsOverview.parse((await test.app.inject({ method: 'GET', url: '/api/payments/overview', cookies })).json());
    const year = home.figures.year;
    const chartTotal = payments.monthly.filter((row) => row.year === year).reduce((sum, row) => sum + toCents(row.income), 0);
    expect(home.figures.income).toEqual({ amount: fromCents(chartTotal), currency: payments.currency });
    expect(home.figures.income!.amount).toBeGreaterThan(0);
    const next = payments.nextPayout;
    expect(home.figures.nextPayout).toEqual(next ? { date: next.date, amount: { amount: next.amount, currency: next.currency } } : null);
  });

  it('sends a keyholder without the payments permission no money figure at all', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/dashboard', cookies: await sessionFor(test, '100003') });
    const keyholder = Dashboard.parse(response.json());
    expect(keyholder.figures.income).toBeNull();
    expect(keyholder.figures.nextPayout).toBeNull();
    expect(keyholder.figures.bookedNights).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/revenue|"amount"/);
  });

  it('tells a refused bank change the same way on the overview, the payment information page and in the inbox (100006)', async () => {
    const cookies = await sessionFor(test, '100006');
    const home = Dashboard.parse((await test.app.inject({ method: 'GET', url: '/api/dashboard', cookies })).json());
    const info = PaymentInfo.parse((await test.app.inject({ method: 'GET', url: '/api/payments/payment-info', cookies })).json());
    const inbox = NotificationList.parse((await test.app.inject({ method: 'GET', url: '/api/inbox/notifications', cookies })).json());
    // An IBAN on file: payouts go on there, so the task is due, not "urgent, we need bank details".
    expect(info.iban).toMatch(/^CH\d\d •••• •••• 2957$/);
    expect(info.rejectedBankChange).toEqual({ iban: expect.stringMatching(/^CH\d\d •••• •••• 4711$/), reason: 'ACCOUNT_HOLDER_MISMATCH' });
    const tasks = home.tasks.filter((task) => task.type === 'IBAN');
    expect(tasks).toEqual([expect.objectContaining({ urgency: 'WARNING', link: '/profile/payment-info', params: expect.objectContaining({ iban: info.iban, rejectedIban: info.rejectedBankChange!.iban }) })]);
    const newestBankCard = inbox.content.find((card) => card.type === 'iban')!;
    expect(newestBankCard.ibanUpdatingNotification?.status).toBe('FAILED');
    expect(newestBankCard.params.currentIban).toBe(info.iban);
  });
});
