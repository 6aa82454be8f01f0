import * as z from 'zod/mini';
import { ExportFormats, JobStatuses, PayoutAvailabilities, PayoutSchedules, TransactionFilters, UiLocales } from '../domain/enumerations';
import { VERIFICATION_CODE } from '../domain/patterns';

/**
 * Payments (issue 13): overview, transactions, statements and their exports, the year-end
 * report, payment info, and the two changes confirmed by a code (payout schedule, bank details).
 * Money is a decimal `amount` with 2 places plus its ISO currency; the server computes in cents.
 */

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const year = z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100));

export const PaymentAmount = z.object({ date: isoDate, amount: z.number(), currency: z.string() });
export type PaymentAmount = z.infer<typeof PaymentAmount>;

/** A payout to the owner's bank account (or card). */
export const Payout = z.object({
  id: z.string(),
  date: isoDate,
  amount: z.number(),
  currency: z.string(),
  status: z.enum(JobStatuses),
});
export type Payout = z.infer<typeof Payout>;

/** Income and deductions booked in one month (the chart and its table). */
export const MonthlyIncome = z.object({
  year: z.number(),
  /** 1–12 */
  month: z.number(),
  income: z.number(),
  deductions: z.number(),
});
export type MonthlyIncome = z.infer<typeof MonthlyIncome>;

export const PaymentsAccommodation = z.object({ code: z.string(), name: z.string() });
export type PaymentsAccommodation = z.infer<typeof PaymentsAccommodation>;

/** GET /api/payments/overview */
export const PaymentsOverview = z.object({
  /** The server's today the figures are for. */
  today: isoDate,
  currency: z.string(),
  /** Earned and not yet paid out. */
  balance: z.number(),
  availability: z.enum(PayoutAvailabilities),
  /** The next scheduled payout; null when the schedule has none planned. */
  nextPayout: z.nullable(PaymentAmount),
  schedule: z.nullable(z.enum(PayoutSchedules)),
  /** The newest payouts, newest first (at most 12). */
  payouts: z.array(Payout),
  /** Years with bookings, newest first. */
  years: z.array(z.number()),
  accommodations: z.array(PaymentsAccommodation),
  /** Every month with bookings, oldest first. */
  monthly: z.array(MonthlyIncome),
});
export type PaymentsOverview = z.infer<typeof PaymentsOverview>;

export const TransactionKinds = ['rental_income', 'commission', 'cleaning', 'linen', 'tourist_tax'] as const;
export type TransactionKind = (typeof TransactionKinds)[number];

export const Transaction = z.object({
  id: z.string(),
  date: isoDate,
  type: z.enum(['credit', 'debit']),
  kind: z.enum(TransactionKinds),
  /** Positive; `type` says the direction. */
  amount: z.number(),
  currency: z.string(),
  accommodation: z.nullable(PaymentsAccommodation),
  resNo: z.nullable(z.string()),
});
export type Transaction = z.infer<typeof Transaction>;

/** GET /api/payments/transactions query. */
export const TransactionsQuery = z.object({
  filter: z._default(z.enum(TransactionFilters), 'all'),
  year: z.optional(year),
  accommodation: z.optional(z.string().check(z.regex(/^[A-Z]{2}\d+\.\d+\.\d+$/))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

export const TransactionPage = z.object({
  content: z.array(Transaction),
  page: z.number(),
  size: z.number(),
  total: z.number(),
  /** Sums over every transaction matching the query (all pages). */
  totals: z.object({ credit: z.number(), debit: z.number() }),
});
export type TransactionPage = z.infer<typeof TransactionPage>;

export const StatementsQuery = z.object({ year: z.optional(year) });
export type StatementsQuery = z.infer<typeof StatementsQuery>;

/** A yearly statement of one home. `final` once the year is over. */
export const Statement = z.object({
  id: z.string(),
  year: z.number(),
  accommodation: PaymentsAccommodation,
  currency: z.string(),
  income: z.number(),
  deductions: z.number(),
  net: z.number(),
  final: z.boolean(),
});
export type Statement = z.infer<typeof Statement>;

/** GET /api/payments/statements: the statements (of `year` when given) and every year that has one. */
export const StatementList = z.object({ years: z.array(z.number()), content: z.array(Statement) });
export type StatementList = z.infer<typeof StatementList>;

/** `lang`: the language of the file's texts and number forms (else the request's, see request-locale.ts). */
export const ExportQuery = z.object({ format: z.enum(ExportFormats), lang: z.optional(z.enum(UiLocales)) });
export type ExportQuery = z.infer<typeof ExportQuery>;

export const AnnualReportParams = z.object({ year });

/** GET /api/payments/payment-info: the account's payout data, masked. */
export const PaymentInfo = z.object({
  /** Masked: country, check digits and the last 4 characters. */
  iban: z.nullable(z.string()),
  accountHolder: z.nullable(z.string()),
  bic: z.nullable(z.string()),
  schedule: z.nullable(z.enum(PayoutSchedules)),
  /** A payout card, masked to its last 4 digits. */
  card: z.nullable(z.object({ number: z.string() })),
  /** The newest bank-details change that is still being checked. */
  pendingBankChange: z.nullable(z.object({ changeId: z.string(), status: z.enum(JobStatuses) })),
  /** The newest bank-details change was refused: the IBAN asked for (masked) and why; `iban` is still paid to. */
  rejectedBankChange: z.nullable(z.object({ iban: z.string(), reason: z.nullable(z.string()) })),
});
export type PaymentInfo = z.infer<typeof PaymentInfo>;

/** POST /api/payments/schedule */
export const ScheduleChangeRequest = z.object({ schedule: z.enum(PayoutSchedules) });
export type ScheduleChangeRequest = z.infer<typeof ScheduleChangeRequest>;

/** The answer of a change that waits for its code: where the code went (masked). */
export const ChangeStarted = z.object({
  changeId: z.string(),
  /** Masked e-mail address or phone number the code went to. */
  sentTo: z.nullable(z.string()),
  factorDeliveryMethod: z.enum(['MDS', 'AWS', 'NO_FACTOR']),
});
export type ChangeStarted = z.infer<typeof ChangeStarted>;

/** The code that confirms a change (the second factor's six digits, domain's VERIFICATION_CODE). */
export const ChangeCode = z.object({ code: z.string().check(z.regex(VERIFICATION_CODE)) });
export type ChangeCode = z.infer<typeof ChangeCode>;

/** A change's id: a UUID as PostgreSQL writes it (36 hex digits and dashes in any order reached the uuid column and failed). */
export const ChangeParams = z.object({ changeId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)) });

/** POST /api/payments/schedule/{changeId}/verify → the schedule now in effect. */
export const ScheduleChanged = z.object({ schedule: z.enum(PayoutSchedules), effectiveFrom: isoDate });
export type ScheduleChanged = z.infer<typeof ScheduleChanged>;

// The bank-details request lives in its own file: the bank-details page validates with it
// without loading every payments schema.
export { BankDetailsRequest } from './bank-details';

/** The state of a bank-details change (after its code: IN_PROGRESS until the provider's check ends). */
export const BankChangeStatus = z.object({
  changeId: z.string(),
  status: z.enum(JobStatuses),
  /** Why a FAILED check failed (e.g. BANK_REJECTED). */
  reason: z.nullable(z.string()),
  iban: z.string(),
});
export type BankChangeStatus = z.infer<typeof BankChangeStatus>;
