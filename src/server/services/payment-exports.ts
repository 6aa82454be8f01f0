import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { MessageDescriptor } from '@lingui/core';
import type { ExportFormat, UiLocale } from '../../domain/enumerations';
import { fromCents } from '../../domain/money';
import { deductionsCents, incomeCents, type LedgerSums, netCents } from '../../domain/money-figures';
import type { Database } from '../db/schema';
import { listAccommodations } from '../repositories/accommodations-repository';
import { findAccountById } from '../repositories/accounts-repository';
import { bookingYears, monthlyPayouts, monthlySums, payoutCurrency, type StatementRow, transactionsInOrder } from '../repositories/payments-repository';
import { type Clock, today } from './clock';
import { localDate } from './export-locale';
import { type ExportCell, writeExport } from './export-table';
import { Failure } from './failure';
import { serverText } from '../i18n/server-texts';

/** A file to send: its stream and the name the server chose for it. */
export interface ExportFile {
  readonly fileName: string;
  readonly stream: Readable;
}

/** The files' texts, in the language of the request (issue 22.2). */
const TEXTS = {
  statementTitle: /*i18n*/ { id: 'export.statement.title', message: 'Statement {year}' },
  statementFile: /*i18n*/ { id: 'export.statement.file', message: 'Statement {year} - {home}' },
  annualTitle: /*i18n*/ { id: 'export.annual.title', message: 'Year-end report {year}' },
  annualFile: /*i18n*/ { id: 'export.annual.file', message: 'Year-end report {year} - {owner}' },
  holder: /*i18n*/ { id: 'export.annual.holder', message: '{holder} · owner {owner}' },
  final: /*i18n*/ { id: 'export.final', message: 'Final · {currency}' },
  interim: /*i18n*/ { id: 'export.interim', message: 'Interim, bookings up to {day} · {currency}' },
  date: /*i18n*/ { id: 'export.column.date', message: 'Date' },
  reservation: /*i18n*/ { id: 'export.column.reservation', message: 'Reservation' },
  type: /*i18n*/ { id: 'export.column.type', message: 'Type' },
  // An account entry's kind; 'booking' is a guest's reservation on every page (docs/domain.md).
  entry: /*i18n*/ { id: 'export.column.entry', message: 'Entry' },
  amount: /*i18n*/ { id: 'export.column.amount', message: 'Amount' },
  currency: /*i18n*/ { id: 'export.column.currency', message: 'Currency' },
  month: /*i18n*/ { id: 'export.column.month', message: 'Month' },
  home: /*i18n*/ { id: 'export.column.home', message: 'Home' },
  income: /*i18n*/ { id: 'export.column.income', message: 'Income' },
  deductions: /*i18n*/ { id: 'export.column.deductions', message: 'Deductions' },
  net: /*i18n*/ { id: 'export.column.net', message: 'Net' },
  payouts: /*i18n*/ { id: 'export.column.payouts', message: 'Payouts' },
  credit: /*i18n*/ { id: 'export.direction.credit', message: 'credit' },
  debit: /*i18n*/ { id: 'export.direction.debit', message: 'debit' },
  totalIncome: /*i18n*/ { id: 'export.total.income', message: 'Total income' },
  totalDeductions: /*i18n*/ { id: 'export.total.deductions', message: 'Total deductions' },
  allHomes: /*i18n*/ { id: 'export.allHomes', message: 'All homes' },
  total: /*i18n*/ { id: 'export.total', message: 'Total' },
} satisfies Record<string, MessageDescriptor>;

const KIND_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  rental_income: /*i18n*/ { id: 'export.kind.rentalIncome', message: 'Rental income' },
  commission: /*i18n*/ { id: 'export.kind.commission', message: 'Commission' },
  cleaning: /*i18n*/ { id: 'export.kind.cleaning', message: 'Final cleaning' },
  linen: /*i18n*/ { id: 'export.kind.linen', message: 'Linen and towels' },
  tourist_tax: /*i18n*/ { id: 'export.kind.touristTax', message: 'Tourist tax' },
};

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

/** Statement and year-end report files (pdf, xlsx, csv). */
export class PaymentExports {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** A home's statement of a year: every booking (signed amount), then income, deductions and net. */
  statement(accountId: number, statement: StatementRow, format: ExportFormat, locale: UiLocale): ExportFile {
    const day = today(this.clock).toString();
    const t = (message: MessageDescriptor, values?: Record<string, unknown>) => serverText(locale, message, values);
    const totals = { credit: 0, debit: 0 };
    const sums = () => ({ creditCents: totals.credit, debitCents: totals.debit });
    const bookings = transactionsInOrder(this.db, { accountId, today: day, year: statement.year, accommodationId: statement.accommodationId });
    const rows = (async function* () {
      for await (const booking of bookings) {
        totals[booking.direction] += booking.cents;
        const signed = booking.direction === 'credit' ? booking.cents : -booking.cents;
        const kind = KIND_LABELS[booking.kind];
        yield [booking.valueDate, booking.resNo ?? '', t(TEXTS[booking.direction]), kind ? t(kind) : booking.kind, fromCents(signed), booking.currency];
      }
    })();
    const currency = statement.currency;
    const name = `${statement.accommodationName} (${statement.accommodationCode})`;
    return {
      fileName: `${t(TEXTS.statementFile, { year: statement.year, home: name })}.${format}`,
      stream: writeExport(format, {
        locale,
        title: t(TEXTS.statementTitle, { year: statement.year }),
        subtitle: [name, this.state(statement.year, day, currency, locale)],
        columns: [
          { header: t(TEXTS.date), kind: 'date', width: 10 },
          { header: t(TEXTS.reservation), kind: 'text', width: 11 },
          { header: t(TEXTS.type), kind: 'text', width: 7 },
          { header: t(TEXTS.entry), kind: 'text', width: 16 },
          { header: t(TEXTS.amount), kind: 'money', width: 12 },
          { header: t(TEXTS.currency), kind: 'text', width: 7 },
        ],
        rows,
        footer: () => [
          [t(TEXTS.totalIncome), '', t(TEXTS.credit), '', fromCents(incomeCents(sums())), currency],
          [t(TEXTS.totalDeductions), '', t(TEXTS.debit), '', fromCents(deductionsCents(sums())), currency],
          [t(TEXTS.net), '', '', '', fromCents(netCents(sums())), currency],
        ],
      }),
    };
  }

  /**
   * The year-end report for the tax return: per month, each home's income, deductions and net,
   * then the month over all homes with the payouts made in it; the year's totals last.
   */
  async annualReport(accountId: number, year: number, format: ExportFormat, locale: UiLocale): Promise<ExportFile> {
    const day = today(this.clock).toString();
    const t = (message: MessageDescriptor, values?: Record<string, unknown>) => serverText(locale, message, values);
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
      // Deductions negative, as in the statements and on every page (domain money-figures).
      const figures = (sums: LedgerSums) => [fromCents(incomeCents(sums)), fromCents(deductionsCents(sums)), fromCents(netCents(sums))];
      for (const row of inMonth) rows.push([month(year, m), names.get(row.accommodationId ?? -1) ?? '–', ...figures(row), null]);
      const credit = inMonth.reduce((sum, row) => sum + row.creditCents, 0);
      const debit = inMonth.reduce((sum, row) => sum + row.debitCents, 0);
      rows.push([month(year, m), t(TEXTS.allHomes), ...figures({ creditCents: credit, debitCents: debit }), fromCents(paid)]);
      totals.credit += credit;
      totals.debit += debit;
      totals.payouts += paid;
    }
    const holder = account?.companyName ?? [account?.firstName, account?.lastName].filter(Boolean).join(' ');
    return {
      fileName: `${t(TEXTS.annualFile, { year, owner: account?.userId ?? accountId })}.${format}`,
      stream: writeExport(format, {
        locale,
        title: t(TEXTS.annualTitle, { year }),
        subtitle: [t(TEXTS.holder, { holder, owner: account?.userId ?? '' }), this.state(year, day, currency, locale)],
        columns: [
          { header: t(TEXTS.month), kind: 'date', width: 8 },
          { header: t(TEXTS.home), kind: 'text', width: 22 },
          { header: t(TEXTS.income), kind: 'money', width: 11 },
          { header: t(TEXTS.deductions), kind: 'money', width: 11 },
          { header: t(TEXTS.net), kind: 'money', width: 11 },
          { header: t(TEXTS.payouts), kind: 'money', width: 11 },
        ],
        rows: (async function* () {
          yield* rows;
        })(),
        footer: () => {
          const sums = { creditCents: totals.credit, debitCents: totals.debit };
          return [[`${year}`, t(TEXTS.total), fromCents(incomeCents(sums)), fromCents(deductionsCents(sums)), fromCents(netCents(sums)), fromCents(totals.payouts)]];
        },
      }),
    };
  }

  /** Final for a past year, else interim with the day the bookings reach (in the locale's date form). */
  private state(year: number, day: string, currency: string, locale: UiLocale): string {
    return year < Number(day.slice(0, 4)) ? serverText(locale, TEXTS.final, { currency }) : serverText(locale, TEXTS.interim, { day: localDate(day, locale), currency });
  }
}
