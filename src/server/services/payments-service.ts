import type { Kysely } from 'kysely';
import type {
  MonthlyIncome,
  PaymentInfo,
  PaymentsOverview,
  Payout,
  StatementList,
  StatementsQuery,
  Transaction,
  TransactionKind,
  TransactionPage,
  TransactionsQuery,
} from '../../contract/payments';
import { maskCardNumber } from '../../domain/card-number';
import type { JobStatus, PayoutSchedule } from '../../domain/enumerations';
import { fromCents } from '../../domain/money';
import { payoutAvailability } from '../../domain/payout-schedule';
import type { Database } from '../db/schema';
import { listAccommodations } from '../repositories/accommodations-repository';
import { findAccountById } from '../repositories/accounts-repository';
import {
  bookingYears,
  findBankAccount,
  listStatements,
  monthlySums,
  nextPayout,
  type PayoutRow,
  recentPayouts,
  type StatementRow,
  statementYears,
  type TransactionFilter,
  transactionPage,
  type TransactionRow,
  transactionTotals,
  unpaidBalance,
} from '../repositories/payments-repository';
import { type Clock, today } from './clock';
import { Failure } from './failure';
import { bankDetailsState } from './bank-details-state';
import { accountCurrency } from './money-figures';
import { findOwnHome } from '../repositories/own-homes-repository';

/** The overview lists this many of the newest payouts. */
const RECENT_PAYOUTS = 12;

/** Payouts show the status their date gives them unless one was stored (FAILED, OVERWRITTEN). */
export function payoutStatus(payout: PayoutRow, day: string): JobStatus {
  if (payout.status) return payout.status;
  return payout.date < day ? 'SUCCESSFUL' : 'IN_PROGRESS';
}

function toPayout(payout: PayoutRow, day: string): Payout {
  return { id: String(payout.id), date: payout.date, amount: fromCents(payout.cents), currency: payout.currency, status: payoutStatus(payout, day) };
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: String(row.id),
    date: row.valueDate,
    type: row.direction,
    kind: row.kind as TransactionKind,
    amount: fromCents(row.cents),
    currency: row.currency,
    accommodation: row.accommodationCode ? { code: row.accommodationCode, name: row.accommodationName ?? row.accommodationCode } : null,
    resNo: row.resNo,
  };
}

/** What a statement shows, its sums in decimal amounts. */
export function statementView(row: StatementRow, currentYear: number) {
  return {
    id: String(row.id),
    year: row.year,
    accommodation: { code: row.accommodationCode, name: row.accommodationName },
    currency: row.currency,
    income: fromCents(row.creditCents),
    deductions: fromCents(row.debitCents),
    net: fromCents(row.creditCents - row.debitCents),
    final: row.year < currentYear,
  };
}

/** Reads of the payments pages: overview, bookings, statements and payment info. */
export class PaymentsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async overview(accountId: number): Promise<PaymentsOverview> {
    const day = today(this.clock).toString();
    const account = await findAccountById(this.db, accountId);
    const schedule = (account?.paymentSchedule ?? null) as PayoutSchedule | null;
    const [balance, payouts, next, years, houses, monthly, currency] = await Promise.all([
      unpaidBalance(this.db, accountId, day),
      recentPayouts(this.db, accountId, day, RECENT_PAYOUTS),
      nextPayout(this.db, accountId, day),
      bookingYears(this.db, accountId, day),
      listAccommodations(this.db, accountId),
      monthlySums(this.db, { accountId, today: day }, false),
      accountCurrency(this.db, accountId),
    ]);
    const inProcess = payouts.some((payout) => payoutStatus(payout, day) === 'IN_PROGRESS');
    return {
      today: day,
      currency,
      balance: fromCents(balance),
      availability: payoutAvailability({ schedule, balanceCents: balance, payoutInProcess: inProcess }),
      nextPayout: next ? { date: next.date, amount: fromCents(next.cents), currency: next.currency } : null,
      schedule,
      payouts: payouts.map((payout) => toPayout(payout, day)),
      years,
      accommodations: houses.filter((house) => house.relation !== 'keyholder').map((house) => ({ code: house.code, name: house.name })),
      monthly: monthly.map(
        (row): MonthlyIncome => ({ year: row.year, month: row.month, income: fromCents(row.creditCents), deductions: fromCents(row.debitCents) }),
      ),
    };
  }

  async transactions(accountId: number, query: TransactionsQuery): Promise<TransactionPage> {
    const filter = await this.filterOf(accountId, query);
    const [rows, totals] = await Promise.all([
      transactionPage(this.db, filter, { offset: query.page * query.size, limit: query.size }),
      transactionTotals(this.db, filter),
    ]);
    return {
      content: rows.map(toTransaction),
      page: query.page,
      size: query.size,
      total: totals.count,
      totals: { credit: fromCents(totals.creditCents), debit: fromCents(totals.debitCents) },
    };
  }

  async statements(accountId: number, query: StatementsQuery): Promise<StatementList> {
    const day = today(this.clock);
    const [years, rows] = await Promise.all([
      statementYears(this.db, accountId, day.toString()),
      listStatements(this.db, accountId, day.toString(), query.year === undefined ? {} : { year: query.year }),
    ]);
    return { years, content: rows.map((row) => statementView(row, day.year)) };
  }

  /** One of the account's statements (another account's or an unknown id: 404). */
  async statement(accountId: number, id: string): Promise<StatementRow> {
    const numeric = /^\d{1,15}$/.test(id) ? Number(id) : null;
    const [statement] = numeric === null ? [] : await listStatements(this.db, accountId, today(this.clock).toString(), { id: numeric });
    if (!statement) throw Failure.notFound();
    return statement;
  }

  /** The payout data; the bank account and its newest change as the overview's task tells them (bank-details-state). */
  async paymentInfo(accountId: number): Promise<PaymentInfo> {
    const [account, bank, state] = await Promise.all([findAccountById(this.db, accountId), findBankAccount(this.db, accountId), bankDetailsState(this.db, accountId)]);
    return {
      iban: state.iban,
      accountHolder: bank?.accountHolder ?? null,
      bic: bank?.bic ?? null,
      schedule: (account?.paymentSchedule ?? null) as PayoutSchedule | null,
      card: bank?.cardNumber ? { number: maskCardNumber(bank.cardNumber) } : null,
      pendingBankChange: state.pending ? { changeId: state.pending.changeId, status: 'IN_PROGRESS' } : null,
      rejectedBankChange: state.rejected,
    };
  }

  /** The repository filter of a query; a home that is not the account's is a 400 on `accommodation`. */
  async filterOf(accountId: number, query: Pick<TransactionsQuery, 'filter' | 'year' | 'accommodation'>): Promise<TransactionFilter> {
    let accommodationId: number | undefined;
    if (query.accommodation) {
      const house = await findOwnHome(this.db, accountId, query.accommodation);
      if (!house) throw Failure.badRequest('invalid_request', { fieldErrors: { accommodation: ['invalid_value'] } });
      accommodationId = house.id;
    }
    return {
      accountId,
      today: today(this.clock).toString(),
      ...(query.filter === 'all' ? {} : { direction: query.filter }),
      ...(query.year === undefined ? {} : { year: query.year }),
      ...(accommodationId === undefined ? {} : { accommodationId }),
    };
  }
}
