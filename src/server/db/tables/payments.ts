import type { Generated } from 'kysely';
import type { JobStatus } from '../../../domain/enumerations';
import type { DefaultedTimestamp, Timestamp } from './column-types';

/** Tables of migration 0008_payments (see its comment). `bigint` read as numbers, `date` as ISO strings. */

export interface BankAccountsTable {
  accountId: number;
  iban: string;
  accountHolder: string;
  bic: string | null;
  cardNumber: string | null;
  updatedAt: DefaultedTimestamp;
}

export interface PayoutsTable {
  id: Generated<number>;
  accountId: number;
  payoutDate: string;
  amountCents: number;
  currency: string;
  status: 'FAILED' | 'OVERWRITTEN' | null;
  createdAt: DefaultedTimestamp;
}

export interface PaymentTransactionsTable {
  id: Generated<number>;
  accountId: number;
  accommodationId: number | null;
  resNo: string | null;
  valueDate: string;
  kind: string;
  direction: 'credit' | 'debit';
  amountCents: number;
  currency: string;
  arrival: string | null;
  payoutId: number | null;
}

export interface StatementsTable {
  id: Generated<number>;
  accountId: number;
  accommodationId: number;
  year: number;
  currency: string;
}

export interface PaymentScheduleChangesTable {
  id: string;
  accountId: number;
  fromSchedule: string | null;
  toSchedule: string;
  codeHash: string | null;
  triesLeft: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  appliedAt: Timestamp | null;
  effectiveFrom: string | null;
}

export interface BankDetailChangesTable {
  id: string;
  accountId: number;
  iban: string;
  accountHolder: string;
  bic: string | null;
  previousIban: string | null;
  codeHash: string | null;
  triesLeft: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  verifiedAt: Timestamp | null;
  status: JobStatus | null;
  reason: string | null;
  decideAfter: Timestamp | null;
  decidedAt: Timestamp | null;
  notificationId: number | null;
}

export interface PaymentsTables {
  bankAccounts: BankAccountsTable;
  payouts: PayoutsTable;
  paymentTransactions: PaymentTransactionsTable;
  statements: StatementsTable;
  paymentScheduleChanges: PaymentScheduleChangesTable;
  bankDetailChanges: BankDetailChangesTable;
}
