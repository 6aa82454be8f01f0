import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dashboard } from '../../../src/contract/dashboard';
import { BankChangeStatus, ChangeStarted, PaymentInfo, PaymentsOverview, StatementList, TransactionPage } from '../../../src/contract/payments';
import { ibanCheckDigits } from '../../../src/domain/iban';
import { sumCents, toCents } from '../../../src/domain/money';
import { type DatabaseHandle, freshPglite } from '../../support/db';
import { sessionFor, SUMMER_MORNING } from '../helpers/fixtures';
import { waitForMessage } from '../helpers/outbox';
import { buildTestApp, latestCode, post, TestClock, type TestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;
const cookies: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  database = await freshPglite();
  test = await buildTestApp(database, { clock: new TestClock(SUMMER_MORNING) });
  for (const user of ['100001', '100002', '100003', '100005', '100006']) cookies[user] = await sessionFor(test, user);
});
afterAll(async () => {
  await test.app.close();
  await database.close();
});

const get = (url: string, user: string) => test.app.inject({ method: 'GET', url, cookies: cookies[user]! });
const send = (url: string, user: string, payload: unknown) => post(test.app, url, payload, { cookies: cookies[user]! });
const json = <T>(response: { statusCode: number; body: string; json: () => unknown }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};
const FAKE_ID = '00000000-0000-4000-8000-000000000000';

async function firstStatement(user: string) {
  return StatementList.parse(json(await get('/api/payments/statements?year=2025', user))).content[0]!;
}

describe('payments permission and session', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/payments/overview'],
    ['GET', '/api/payments/transactions'],
    ['GET', '/api/payments/statements'],
    ['GET', '/api/payments/statements/1/export?format=pdf'],
    ['GET', '/api/payments/annual-report/2025?format=csv'],
    ['GET', '/api/payments/payment-info'],
    ['POST', '/api/payments/schedule', { schedule: 'Monthly' }],
    ['POST', `/api/payments/schedule/${FAKE_ID}/verify`, { code: '123456' }],
    ['POST', '/api/payments/bank-details', { iban: 'DE89370400440532013000', accountHolder: 'Josip Petrović' }],
    ['POST', `/api/payments/bank-details/${FAKE_ID}/verify`, { code: '123456' }],
    ['GET', `/api/payments/bank-details/${FAKE_ID}`],
  ];

  it.each(endpoints)('%s %s answers 401 without a session and 403 to the keyholder', async (method, url, payload) => {
    const request = (extra: object) => test.app.inject({ method: method as 'GET' | 'POST', url, ...(payload ? { payload: payload as object } : {}), ...extra });
    expect((await request({})).statusCode).toBe(401);
    const forbidden = await request({ cookies: cookies['100003']! });
    expect(forbidden.statusCode, forbidden.body).toBe(403);
    expect(forbidden.json()).toEqual({ code: 'forbidden' });
  });
});

describe('GET /api/payments/overview', () => {
  it('shows balance, availability, the schedule and the next payout (Monthly: the 10th)', async () => {
    const overview = PaymentsOverview.parse(json(await get('/api/payments/overview', '100001')));
    expect(overview.today).toBe('2026-07-10');
    expect(overview.currency).toBe('EUR');
    expect(overview.schedule).toBe('Monthly');
    expect(overview.nextPayout).toMatchObject({ date: '2026-08-10', currency: 'EUR' });
    expect(overview.nextPayout!.amount).toBeGreaterThan(0);
    expect(overview.balance).toBeGreaterThan(0);
    // Today is a payout day of the schedule: that payout is in process, earlier ones were made.
    expect(overview.availability).toBe('IN_PROCESS');
    expect(overview.payouts[0]).toMatchObject({ date: '2026-07-10', status: 'IN_PROGRESS' });
    expect(overview.payouts.slice(1).every((payout) => payout.status === 'SUCCESSFUL' && payout.date < '2026-07-10')).toBe(true);
    expect(overview.years).toEqual([2026, 2025, 2024]);
    expect(overview.accommodations.map((house) => house.code).sort()).toEqual(['DK1234.001.1', 'HR2731.100.1', 'IT5521.610.2']);
  });

  it('is the dashboard key figure too', async () => {
    const overview = PaymentsOverview.parse(json(await get('/api/payments/overview', '100006')));
    const dashboard = Dashboard.parse(json(await get('/api/dashboard', '100006')));
    expect(overview.currency).toBe('CHF');
    expect(dashboard.figures.nextPayout).toEqual({ date: overview.nextPayout!.date, amount: { amount: overview.nextPayout!.amount, currency: 'CHF' } });
    const keyholder = Dashboard.parse(json(await get('/api/dashboard', '100003')));
    expect(keyholder.figures.nextPayout).toBeNull();
  });
});

describe('GET /api/payments/transactions', () => {
  it('filters by direction, year and home, pages, and sums every page', async () => {
    const all = TransactionPage.parse(json(await get('/api/payments/transactions?year=2025&size=100', '100001')));
    const credit = TransactionPage.parse(json(await get('/api/payments/transactions?year=2025&filter=credit&size=5&page=1', '100001')));
    const debit = TransactionPage.parse(json(await get('/api/payments/transactions?year=2025&filter=debit&size=5', '100001')));
    expect(credit.content).toHaveLength(5);
    expect(credit.content.every((entry) => entry.type === 'credit' && entry.date.startsWith('2025'))).toBe(true);
    expect(debit.content.every((entry) => entry.type === 'debit')).toBe(true);
    expect(credit.total + debit.total).toBe(all.total);
    expect(all.totals).toEqual({ credit: credit.totals.credit, debit: debit.totals.debit });
    const dates = all.content.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const house = TransactionPage.parse(json(await get('/api/payments/transactions?accommodation=DK1234.001.1&size=100', '100001')));
    expect(house.content.every((entry) => entry.accommodation?.code === 'DK1234.001.1' && entry.currency === 'EUR')).toBe(true);
    const future = TransactionPage.parse(json(await get('/api/payments/transactions?year=2027', '100001')));
    expect(future.total).toBe(0);
  });

  it('answers 400 naming the field for bad input and for another account’s home', async () => {
    const bad = await get('/api/payments/transactions?filter=both&page=-1&size=1000', '100001');
    expect(json<{ fieldErrors: Record<string, string[]> }>(bad, 400).fieldErrors).toMatchObject({ filter: expect.any(Array), page: expect.any(Array), size: expect.any(Array) });
    const foreign = await get('/api/payments/transactions?accommodation=CH3920.110.1', '100001');
    expect(json(foreign, 400)).toEqual({ code: 'invalid_request', fieldErrors: { accommodation: ['invalid_value'] } });
  });
});

describe('statements and their exports', () => {
  it('lists statements per year and home; another account’s statement is 404', async () => {
    const list = StatementList.parse(json(await get('/api/payments/statements', '100001')));
    expect(list.years).toEqual([2026, 2025, 2024]);
    expect(list.content).toHaveLength(9);
    const of2025 = StatementList.parse(json(await get('/api/payments/statements?year=2025', '100001')));
    expect(of2025.content.every((statement) => statement.year === 2025 && statement.final)).toBe(true);
    expect(of2025.content.every((statement) => toCents(statement.net) === toCents(statement.income) - toCents(statement.deductions))).toBe(true);

    const other = await firstStatement('100006');
    expect((await get(`/api/payments/statements/${other.id}/export?format=pdf`, '100001')).statusCode).toBe(404);
    expect((await get('/api/payments/statements/999999/export?format=csv', '100001')).statusCode).toBe(404);
    expect((await get('/api/payments/statements/abc/export?format=csv', '100001')).statusCode).toBe(404);
    expect(json<{ fieldErrors: object }>(await get(`/api/payments/statements/${other.id}/export?format=doc`, '100006'), 400).fieldErrors).toHaveProperty('format');
    expect((await get('/api/payments/statements?year=19', '100001')).statusCode).toBe(400);
  });

  it('exports a statement as csv (BOM) whose bookings add up to the statement', async () => {
    const statement = await firstStatement('100006');
    const response = await get(`/api/payments/statements/${statement.id}/export?format=csv`, '100006');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="Statement 2025 - [^"]+\.csv"; filename\*=UTF-8''Statement%202025%20-%20/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(response.body.slice(1)) as string[][];
    expect(rows[0]).toEqual(['Date', 'Reservation', 'Type', 'Entry', 'Amount', 'Currency']);
    // Dates in the request's language (English: British, 14/03/2025).
    const bookings = rows.slice(1).filter((row) => /^\d{2}\/\d{2}\/\d{4}$/.test(row[0]!));
    const cents = (type: string) => sumCents(bookings.filter((row) => row[2] === type).map((row) => toCents(Number(row[4]))));
    expect(cents('credit')).toBe(toCents(statement.income));
    expect(cents('debit')).toBe(-toCents(statement.deductions));
    expect(rows.at(-1)).toEqual(['Net', '', '', '', statement.net.toFixed(2), 'CHF']);
  });

  it('exports a statement as xlsx and as a pdf with the Unicode font embedded', async () => {
    const statement = (await StatementList.parse(json(await get('/api/payments/statements?year=2025', '100006')))).content.find((s) =>
      s.accommodation.name.includes('ü'),
    )!;
    const xlsx = await get(`/api/payments/statements/${statement.id}/export?format=xlsx`, '100006');
    expect(xlsx.headers['content-disposition']).toContain("filename*=UTF-8''Statement%202025%20-%20Engadiner%20St%C3%BCbli");
    expect(xlsx.headers['content-disposition']).toContain('filename="Statement 2025 - Engadiner Stubli (CH7500.210.2).xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    let credit = 0;
    sheet.eachRow((row) => {
      // Booking rows have a real date (the totals below have text there).
      if (row.getCell(3).value === 'credit' && row.getCell(1).value instanceof Date) credit += toCents(Number(row.getCell(5).value));
    });
    expect(credit).toBe(toCents(statement.income));

    const pdf = await get(`/api/payments/statements/${statement.id}/export?format=pdf`, '100006');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/DejaVuSans/);
  });
});

describe('GET /api/payments/annual-report/{year}', () => {
  it('has the overview’s income and deductions per month, in csv and xlsx', async () => {
    const overview = PaymentsOverview.parse(json(await get('/api/payments/overview', '100002')));
    const months = overview.monthly.filter((row) => row.year === 2025);
    const income = sumCents(months.map((row) => toCents(row.income)));
    const deductions = sumCents(months.map((row) => toCents(row.deductions)));

    const csv = await get('/api/payments/annual-report/2025?format=csv', '100002');
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-disposition'])).toContain('Year-end report 2025 - 100002.csv');
    const rows = parse(csv.body.slice(1)) as string[][];
    const monthRows = rows.filter((row) => row[1] === 'All homes');
    for (const month of months) {
      const row = monthRows.find((candidate) => candidate[0] === `${String(month.month).padStart(2, '0')}/2025`)!;
      expect(toCents(Number(row[2]))).toBe(toCents(month.income));
      // Deductions carry a minus sign, as in the statements and on the pages (docs/domain.md).
      expect(toCents(Number(row[3]))).toBe(-toCents(month.deductions));
      expect(toCents(Number(row[4]))).toBe(toCents(month.income) - toCents(month.deductions));
    }
    const total = rows.at(-1)!;
    expect(deductions).toBeGreaterThan(0);
    expect([total[0], total[1], toCents(Number(total[2])), toCents(Number(total[3]))]).toEqual(['2025', 'Total', income, -deductions]);
    expect(rows.slice(1).filter((row) => row[3] !== undefined && row[3] !== '' && /^[\d.-]+$/.test(row[3]!)).every((row) => Number(row[3]) <= 0)).toBe(true);
    // Homes' rows add up to the month rows.
    const homeIncome = sumCents(rows.slice(1, -1).filter((row) => row[1] !== 'All homes').map((row) => toCents(Number(row[2]))));
    expect(homeIncome).toBe(income);
    expect(toCents(Number(total[5]))).toBeGreaterThan(0);

    const xlsx = await get('/api/payments/annual-report/2025?format=xlsx', '100002');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(2).value).toBe('Total');
    expect(toCents(Number(last.getCell(3).value))).toBe(income);
    expect(toCents(Number(last.getCell(4).value))).toBe(-deductions);
  });

  it('gives deductions the same sign in the statement files and the year-end report (negative)', async () => {
    const statement = await firstStatement('100006');
    const rows = parse((await get(`/api/payments/statements/${statement.id}/export?format=csv`, '100006')).body.slice(1)) as string[][];
    const totalDeductions = rows.find((row) => row[0] === 'Total deductions')!;
    expect(toCents(Number(totalDeductions[4]))).toBe(-toCents(statement.deductions));
    expect(toCents(statement.deductions)).toBeGreaterThan(0);
    const report = parse((await get(`/api/payments/annual-report/${statement.year}?format=csv`, '100006')).body.slice(1)) as string[][];
    const total = report.at(-1)!;
    expect(Number(total[3])).toBeLessThan(0);
    const xlsx = await get(`/api/payments/statements/${statement.id}/export?format=xlsx`, '100006');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    let debits = 0;
    workbook.worksheets[0]!.eachRow((row) => {
      if (row.getCell(3).value === 'debit' && row.getCell(1).value instanceof Date) {
        expect(Number(row.getCell(5).value)).toBeLessThan(0);
        debits += 1;
      }
    });
    expect(debits).toBeGreaterThan(0);
  });

  it('answers 404 for a year without bookings and 400 for a bad year or format', async () => {
    expect((await get('/api/payments/annual-report/2019?format=pdf', '100001')).statusCode).toBe(404);
    expect((await get('/api/payments/annual-report/20x5?format=pdf', '100001')).statusCode).toBe(400);
    expect((await get('/api/payments/annual-report/2025?format=docx', '100001')).statusCode).toBe(400);
    const pdf = await get('/api/payments/annual-report/2025?format=pdf', '100001');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('GET /api/payments/payment-info', () => {
  it('masks the IBAN and the card', async () => {
    const info = PaymentInfo.parse(json(await get('/api/payments/payment-info', '100002')));
    expect(info).toMatchObject({ iban: 'DE89 •••• •••• 3000', accountHolder: expect.any(String), schedule: 'TwiceAMonth', card: { number: '••••••••••••5454' } });
    expect(JSON.stringify(info)).not.toContain('370400440532013000');
  });
});

describe('payout schedule change with a code', () => {
  it('refuses a wrong code with the tries left and applies the right one from tomorrow', async () => {
    const started = ChangeStarted.parse(json(await send('/api/payments/schedule', '100001', { schedule: 'Quarterly' })));
    expect(started).toMatchObject({ sentTo: 'a***@example.com', factorDeliveryMethod: 'MDS' });
    const code = await latestCode(database, 'ana.horvat@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    expect(json(await send(`/api/payments/schedule/${started.changeId}/verify`, '100001', { code: wrong }), 400)).toEqual({ code: 'invalid_code', triesLeft: 2 });
    expect(PaymentsOverview.parse(json(await get('/api/payments/overview', '100001'))).schedule).toBe('Monthly');
    expect((await send(`/api/payments/schedule/${started.changeId}/verify`, '100002', { code })).statusCode).toBe(404);

    const before = PaymentsOverview.parse(json(await get('/api/payments/overview', '100001')));
    expect(json(await send(`/api/payments/schedule/${started.changeId}/verify`, '100001', { code }))).toEqual({ schedule: 'Quarterly', effectiveFrom: '2026-07-11' });
    const after = PaymentsOverview.parse(json(await get('/api/payments/overview', '100001')));
    expect(after.schedule).toBe('Quarterly');
    expect(after.nextPayout!.date).toBe('2026-10-10');
    expect(after.nextPayout!.amount).toBeGreaterThan(before.nextPayout!.amount);
    expect(after.balance).toBe(before.balance);
    // Used codes do not work twice.
    expect((await send(`/api/payments/schedule/${started.changeId}/verify`, '100001', { code })).statusCode).toBe(404);
    expect(json<{ fieldErrors: object }>(await send('/api/payments/schedule', '100001', { schedule: 'Quarterly' }), 400).fieldErrors).toEqual({ schedule: ['unchanged'] });
  });

  it('stops after three wrong codes and limits changes per hour', async () => {
    // 100006, not 100005: an account that must set a new password gets 403 password_change_required first.
    const { schedule } = PaymentsOverview.parse(json(await get('/api/payments/overview', '100006')));
    const started = ChangeStarted.parse(json(await send('/api/payments/schedule', '100006', { schedule: 'HalfYear' })));
    const code = await latestCode(database, 'verwaltung@alpenblick.example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    await send(`/api/payments/schedule/${started.changeId}/verify`, '100006', { code: wrong });
    await send(`/api/payments/schedule/${started.changeId}/verify`, '100006', { code: wrong });
    expect(json(await send(`/api/payments/schedule/${started.changeId}/verify`, '100006', { code: wrong }), 400)).toEqual({ code: 'no_tries_left', triesLeft: 0 });
    expect(json(await send(`/api/payments/schedule/${started.changeId}/verify`, '100006', { code }), 400)).toEqual({ code: 'no_tries_left', triesLeft: 0 });
    expect(PaymentsOverview.parse(json(await get('/api/payments/overview', '100006'))).schedule).toBe(schedule);
    for (let index = 0; index < 4; index++) expect((await send('/api/payments/schedule', '100006', { schedule: 'HalfYear' })).statusCode).toBe(200);
    const limited = await send('/api/payments/schedule', '100006', { schedule: 'HalfYear' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // An hour passes (in steps the sessions survive): the account may change its payment data again.
    for (let step = 0; step < 3; step++) {
      test.clock.advance(21 * 60_000);
      for (const user of ['100001', '100002', '100006']) await get('/api/payments/overview', user);
    }
    expect(json<object>(await send('/api/payments/schedule', '100001', { schedule: 'Sometimes' }), 400)).toHaveProperty('fieldErrors.schedule');
  });
});

describe('bank details change', () => {
  const iban = (country: string, bban: string) => `${country}${ibanCheckDigits(country, bban)}${bban}`;

  it('answers 400 naming the field for a bad IBAN, a missing BIC or holder', async () => {
    const errors = async (payload: object) => json<{ fieldErrors: Record<string, string[]> }>(await send('/api/payments/bank-details', '100006', payload), 400).fieldErrors;
    expect(Object.keys(await errors({ iban: 'CH9300762011623852958', accountHolder: 'Alpenblick AG' }))).toEqual(['iban']);
    expect(Object.keys(await errors({ iban: 'XX00', accountHolder: 'Alpenblick AG' }))).toEqual(['iban']);
    expect(Object.keys(await errors({ iban: iban('CH', '00762011623852957'), accountHolder: '' }))).toEqual(['accountHolder']);
    expect(Object.keys(await errors({ iban: iban('AE', '0331234567890123456'), accountHolder: 'Alpenblick AG' }))).toEqual(['bic']);
    expect(Object.keys(await errors({ iban: iban('CH', '00762011623852957'), accountHolder: 'Alpenblick AG', bic: 'NOTABIC' }))).toEqual(['bic']);
  });

  it('is IN_PROGRESS after the code, then SUCCESSFUL by the demo check; the inbox card and the payment info follow', async () => {
    const newIban = iban('CH', '00233233112123456');
    const started = ChangeStarted.parse(json(await send('/api/payments/bank-details', '100006', { iban: newIban.replace(/(.{4})/g, '$1 '), accountHolder: 'Alpenblick Immobilien AG' })));
    const code = await latestCode(database, 'verwaltung@alpenblick.example.com');
    expect((await get(`/api/payments/bank-details/${started.changeId}`, '100006')).statusCode).toBe(404);
    const accepted = BankChangeStatus.parse(json(await send(`/api/payments/bank-details/${started.changeId}/verify`, '100006', { code }), 202));
    expect(accepted).toEqual({ changeId: started.changeId, status: 'IN_PROGRESS', reason: null, iban: `CH${newIban.slice(2, 4)} •••• •••• 3456` });
    expect((await get(`/api/payments/bank-details/${started.changeId}`, '100001')).statusCode).toBe(404);
    expect(PaymentInfo.parse(json(await get('/api/payments/payment-info', '100006'))).pendingBankChange).toEqual({ changeId: started.changeId, status: 'IN_PROGRESS' });

    // The owner is told in their language (German) at their address (no secondary one here).
    const notice = await waitForMessage(database, 0, (message) => message.text.includes('CH93 •••• •••• 2957'));
    expect(notice.recipient).toBe('verwaltung@alpenblick.example.com');
    expect(notice.text).toContain('neues Bankkonto');

    const inbox = async () =>
      (await database.db.selectFrom('notifications').select(['payload', 'isRead']).where('type', '=', 'iban').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow());
    expect((await inbox()).payload).toMatchObject({ ibanUpdatingNotification: { status: 'IN_PROGRESS' } });

    expect(json(await get(`/api/payments/bank-details/${started.changeId}`, '100006'))).toMatchObject({ status: 'IN_PROGRESS' });
    test.clock.advance(21_000);
    expect(json(await get(`/api/payments/bank-details/${started.changeId}`, '100006'))).toMatchObject({ status: 'SUCCESSFUL', reason: null });
    expect((await inbox()).payload).toMatchObject({ ibanUpdatingNotification: { status: 'SUCCESSFUL' } });
    const info = PaymentInfo.parse(json(await get('/api/payments/payment-info', '100006')));
    expect(info).toMatchObject({ iban: `CH${newIban.slice(2, 4)} •••• •••• 3456`, accountHolder: 'Alpenblick Immobilien AG', pendingBankChange: null });
  });

  it('ends FAILED for a bank on the demo list; the inbox card says so and the old account stays', async () => {
    const failing = iban('DE', '500105170123456789');
    const started = ChangeStarted.parse(json(await send('/api/payments/bank-details', '100002', { iban: failing, accountHolder: 'Adria Alpen GmbH' })));
    const code = await latestCode(database, '+49 151 2345 6734');
    json(await send(`/api/payments/bank-details/${started.changeId}/verify`, '100002', { code }), 202);
    test.clock.advance(21_000);
    expect(json(await get(`/api/payments/bank-details/${started.changeId}`, '100002'))).toMatchObject({ status: 'FAILED', reason: 'BANK_REJECTED' });
    const info = PaymentInfo.parse(json(await get('/api/payments/payment-info', '100002')));
    expect(info.iban).toBe('DE89 •••• •••• 3000');
    expect(info.rejectedBankChange).toEqual({ iban: `DE${failing.slice(2, 4)} •••• •••• 6789`, reason: 'BANK_REJECTED' });
    // The overview tells the same state: payouts go on to the account on file, so the task is due, not urgent.
    const tasks = Dashboard.parse(json(await get('/api/dashboard', '100002'))).tasks.filter((task) => task.type === 'IBAN');
    expect(tasks).toEqual([expect.objectContaining({ urgency: 'WARNING', params: expect.objectContaining({ iban: info.iban, rejectedIban: info.rejectedBankChange!.iban }) })]);
    const card = await database.db.selectFrom('notifications').select(['payload', 'isRead']).where('type', '=', 'iban').where(sql<boolean>`payload->>'changeId' = ${started.changeId}`).executeTakeFirstOrThrow();
    expect(card).toEqual({ isRead: false, payload: { changeId: started.changeId, ibanUpdatingNotification: { status: 'FAILED', reason: 'BANK_REJECTED' } } });
  });
});

describe('exports in the language of the request', () => {
  it('writes German headings, texts, dates and decimal commas for lang=de, and the language cookie counts when lang is absent', async () => {
    const statement = await firstStatement('100006');
    const response = await get(`/api/payments/statements/${statement.id}/export?format=csv&lang=de`, '100006');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/filename="Abrechnung 2025 - [^"]+\.csv"/);
    const rows = parse(response.body.slice(1), { delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Datum', 'Reservierung', 'Art', 'Bewegung', 'Betrag', 'Währung']);
    const bookings = rows.slice(1).filter((row) => /^\d{2}\.\d{2}\.\d{4}$/.test(row[0]!));
    expect(bookings.length).toBeGreaterThan(0);
    expect(new Set(bookings.map((row) => row[2]))).toEqual(new Set(['Gutschrift', 'Belastung']));
    expect(bookings.some((row) => row[3] === 'Mieteinnahmen')).toBe(true);
    expect(rows.at(-1)).toEqual(['Netto', '', '', '', statement.net.toFixed(2).replace('.', ','), 'CHF']);

    const byCookie = await test.app.inject({
      method: 'GET',
      url: `/api/payments/statements/${statement.id}/export?format=csv`,
      cookies: { ...cookies['100006']!, i18n_redirected: 'de' },
      headers: { 'accept-language': 'fr' },
    });
    expect(byCookie.body.split('\r\n')[0]).toBe('\uFEFFDatum;Reservierung;Art;Bewegung;Betrag;Währung');
    const byHeader = await test.app.inject({ method: 'GET', url: `/api/payments/statements/${statement.id}/export?format=csv`, cookies: cookies['100006']!, headers: { 'accept-language': 'it-IT,it;q=0.9' } });
    expect(byHeader.body.split('\r\n')[0]).toBe('\uFEFFData;Prenotazione;Tipo;Movimento;Importo;Valuta');
    expect((await get(`/api/payments/statements/${statement.id}/export?format=csv&lang=xx`, '100006')).statusCode).toBe(400);
  });

  it('writes the year-end report in German with numbers that stay numbers in XLSX', async () => {
    const xlsx = await get('/api/payments/annual-report/2025?format=xlsx&lang=de', '100002');
    expect(String(xlsx.headers['content-disposition'])).toContain('filename="Jahresbericht 2025 - 100002.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Jahresbericht 2025');
    // Title, two lines under it, a blank line, then the headings.
    expect(sheet.getRow(5).values).toEqual([undefined, 'Monat', 'Objekt', 'Einnahmen', 'Abzüge', 'Netto', 'Auszahlungen']);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(2).value).toBe('Gesamt');
    expect(typeof last.getCell(3).value).toBe('number');
    expect(sheet.getRow(6).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet.getRow(6).getCell(1).numFmt).toBe('mm.yyyy');
  });
});
