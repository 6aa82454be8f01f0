import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0008_payments (see its comment). `bigint` read as numbers, `date` as ISO strings. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BankAccountsTable {
  account_id: number;
  iban: string;
  account_holder: string;
  bic: string | null;
  card_number: string | null;
  updated_at: DefaultedTimestamp;
}

export interface PayoutsTable {
  id: Generated<number>;
  account_id: number;
  payout_date: string;
  amount_cents: number;
  currency: string;
  status: 'FAILED' | 'OVERWRITTEN' | null;
  created_at: DefaultedTimestamp;
}

export interface PaymentTransactionsTable {
  id: Generated<number>;
  account_id: number;
  accommodation_id: number | null;
  res_no: string | null;
  value_date: string;
  kind: string;
  direction: 'credit' | 'debit';
  amount_cents: number;
  currency: string;
  arrival: string | null;
  payout_id: number | null;
}

export interface StatementsTable {
  id: Generated<number>;
  account_id: number;
  accommodation_id: number;
  year: number;
  currency: string;
}

export interface PaymentScheduleChangesTable {
  id: string;
  account_id: number;
  from_schedule: string | null;
  to_schedule: string;
  code_hash: string | null;
  tries_left: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  applied_at: Timestamp | null;
  effective_from: string | null;
}

export interface BankDetailChangesTable {
  id: string;
  account_id: number;
  iban: string;
  account_holder: string;
  bic: string | null;
  previous_iban: string | null;
  code_hash: string | null;
  tries_left: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  status: 'IN_PROGRESS' | 'SUCCESSFUL' | 'FAILED' | 'OVERWRITTEN' | null;
  reason: string | null;
  decide_after: Timestamp | null;
  decided_at: Timestamp | null;
  notification_id: number | null;
}

export interface PaymentsTables {
  bank_accounts: BankAccountsTable;
  payouts: PayoutsTable;
  payment_transactions: PaymentTransactionsTable;
  statements: StatementsTable;
  payment_schedule_changes: PaymentScheduleChangesTable;
  bank_detail_changes: BankDetailChangesTable;
}
