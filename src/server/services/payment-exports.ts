import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { ExportFormat } from '../../domain/enumerations';
import { fromCents } from '../../domain/money';
import type { Database } from '../db/schema';
import { listAccommodations } from '../repositories/accommodations-repository';
import { findAccountById } from '../repositories/accounts-repository';
import { bookingYears, monthlyPayouts, monthlySums, payoutCurrency, type StatementRow, transactionsInOrder } from '../repositories/payments-repository';
import { type Clock, today } from './clock';
import { type ExportCell, writeExport } from './export-table';
import { Failure } from './failure';

/** A file to send: its stream and the name the server chose for it. */
export interface ExportFile {
  readonly fileName: string;
  readonly stream: Readable;
}

const KIND_LABELS: Readonly<Record<string, string>> = {
  rental_income: 'Rental income',
  commission: 'Commission',
  cleaning: 'Final cleaning',
  linen: 'Linen and towels',
  tourist_tax: 'Tourist tax',
};

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

/** Statement and year-end report files (pdf, xlsx, csv). */
export class PaymentExports {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** A home's statement of a year: every booking (signed amount), then income, deductions and net. */
  statement(accountId: number, statement: StatementRow, format: ExportFormat): ExportFile {
    const day = today(this.clock).toString();
    const totals = { credit: 0, debit: 0 };
    const bookings = transactionsInOrder(this.db, { accountId, today: day, year: statement.year, accommodationId: statement.accommodationId });
    const rows = (async function* () {
      for await (const booking of bookings) {
        totals[booking.direction] += booking.cents;
        const signed = booking.direction === 'credit' ? booking.cents : -booking.cents;
        yield [booking.valueDate, booking.resNo ?? '', booking.direction, KIND_LABELS[booking.kind] ?? booking.kind, fromCents(signed), booking.currency];
      }
    })();
    const currency = statement.currency;
    const name = `${statement.accommodationName} (${statement.accommodationCode})`;
    return {
      fileName: `Statement ${statement.year} - ${name}.${format}`,
      stream: writeExport(format, {
        title: `Statement ${statement.year}`,
        subtitle: [name, `${statement.year < Number(day.slice(0, 4)) ? 'Final' : `Interim, bookings up to ${day}`} · ${currency}`],
        columns: [
          { header: 'Date', kind: 'date', width: 10 },
          { header: 'Reservation', kind: 'text', width: 11 },
          { header: 'Type', kind: 'text', width: 7 },
          { header: 'Booking', kind: 'text', width: 16 },
          { header: 'Amount', kind: 'money', width: 12 },
          { header: 'Currency', kind: 'text', width: 7 },
        ],
        rows,
        footer: () => [
          ['Total income', '', 'credit', '', fromCents(totals.credit), currency],
          ['Total deductions', '', 'debit', '', fromCents(-totals.debit), currency],
          ['Net', '', '', '', fromCents(totals.credit - totals.debit), currency],
        ],
      }),
    };
  }

  /**
   * The year-end report for the tax return: per month, each home's income, deductions and net,
   * then the month over all homes with the payouts made in it; the year's totals last.
   */
  async annualReport(accountId: number, year: number, format: ExportFormat): Promise<ExportFile> {
    const day = today(this.clock).toString();
    const [years, sums, payouts, houses, account] = await Promise.all([
      bookingYears(this.db, accountId, day),
      monthlySums(this.db, { accountId, today: day, year }, true),
      monthlyPayouts(this.db, accountId, year, day),
      listAccommodations(this.db, accountId),
      findAccountById(this.db, accountId),
    ]);
    if (!years.includes(year)) throw Failure.notFound();
    const names = new Map(houses.map((house) => [house.id, `${house.name} (${house.code})`]));
    const currency = (await payoutCurrency(this.db, accountId)) ?? 'EUR';
    const totals = { credit: 0, debit: 0, payouts: 0 };
    const rows: ExportCell[][] = [];
    for (let m = 1; m <= 12; m++) {
      const inMonth = sums.filter((row) => row.month === m);
      const paid = payouts.get(m) ?? 0;
      if (inMonth.length === 0 && paid === 0) continue;
      for (const row of inMonth) {
        rows.push([month(year, m), names.get(row.accommodationId ?? -1) ?? '–', fromCents(row.creditCents), fromCents(row.debitCents), fromCents(row.creditCents - row.debitCents), null]);
      }
      const credit = inMonth.reduce((sum, row) => sum + row.creditCents, 0);
      const debit = inMonth.reduce((sum, row) => sum + row.debitCents, 0);
      rows.push([month(year, m), 'All homes', fromCents(credit), fromCents(debit), fromCents(credit - debit), fromCents(paid)]);
      totals.credit += credit;
      totals.debit += debit;
      totals.payouts += paid;
    }
    const holder = account?.companyName ?? [account?.firstName, account?.lastName].filter(Boolean).join(' ');
    return {
      fileName: `Year-end report ${year} - ${account?.userId ?? accountId}.${format}`,
      stream: writeExport(format, {
        title: `Year-end report ${year}`,
        subtitle: [`${holder} · owner ${account?.userId ?? ''}`, `${year < Number(day.slice(0, 4)) ? 'Final' : `Interim, bookings up to ${day}`} · ${currency}`],
        columns: [
          { header: 'Month', kind: 'date', width: 8 },
          { header: 'Home', kind: 'text', width: 22 },
          { header: 'Income', kind: 'money', width: 11 },
          { header: 'Deductions', kind: 'money', width: 11 },
          { header: 'Net', kind: 'money', width: 11 },
          { header: 'Payouts', kind: 'money', width: 11 },
        ],
        rows: (async function* () {
          yield* rows;
        })(),
        footer: () => [[`${year}`, 'Total', fromCents(totals.credit), fromCents(totals.debit), fromCents(totals.credit - totals.debit), fromCents(totals.payouts)]],
      }),
    };
  }

}
