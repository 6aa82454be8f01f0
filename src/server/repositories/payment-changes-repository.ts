import { type Insertable, sql } from 'kysely';
import type { JobStatus } from '../../domain/enumerations';
import type { BankDetailChangesTable, PaymentScheduleChangesTable } from '../db/tables/payments';
import type { Executor } from './executor';

/** Changes of payment data waiting for their code or, for bank details, for the provider's check. */

export type ChangeTable = 'paymentScheduleChanges' | 'bankDetailChanges';

/** What the code check of either kind of change needs. */
export interface PendingCode {
  readonly id: string;
  readonly accountId: number;
  readonly codeHash: string | null;
  readonly triesLeft: number;
  readonly expiresAt: Date;
  /** Set once the code was accepted (appliedAt or verifiedAt). */
  readonly doneAt: Date | null;
}

/** How many changes of either kind the account started since `since` (the per-hour limit). */
export async function changesStartedSince(db: Executor, accountId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('paymentScheduleChanges')
        .select('createdAt')
        .where('accountId', '=', accountId)
        .where('createdAt', '>=', since)
        .unionAll(db.selectFrom('bankDetailChanges').select('createdAt').where('accountId', '=', accountId).where('createdAt', '>=', since))
        .as('started'),
    )
    .select([sql<number>`count(*)::int8`.as('count'), sql<Date | null>`min(created_at)`.as('oldest')])
    .executeTakeFirstOrThrow();
  return { count: row.count, oldest: row.oldest === null ? null : new Date(row.oldest) };
}

export async function insertScheduleChange(db: Executor, change: Omit<Insertable<PaymentScheduleChangesTable>, 'appliedAt' | 'effectiveFrom'>): Promise<void> {
  await db.insertInto('paymentScheduleChanges').values(change).execute();
}

export async function insertBankChange(
  db: Executor,
  change: Omit<Insertable<BankDetailChangesTable>, 'verifiedAt' | 'status' | 'reason' | 'decideAfter' | 'decidedAt' | 'notificationId'>,
): Promise<void> {
  await db.insertInto('bankDetailChanges').values(change).execute();
}

/** The code state of one of the account's changes, or undefined (unknown or another account's). */
export async function findPendingCode(db: Executor, table: ChangeTable, accountId: number, id: string): Promise<PendingCode | undefined> {
  const done = table === 'paymentScheduleChanges' ? sql<Date | null>`applied_at` : sql<Date | null>`verified_at`;
  const row = await db
    .selectFrom(table)
    .select(['id', 'accountId', 'codeHash', 'triesLeft', 'expiresAt', done.as('doneAt')])
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, accountId: row.accountId, codeHash: row.codeHash, triesLeft: row.triesLeft, expiresAt: row.expiresAt, doneAt: row.doneAt };
}

/** Uses up one try atomically; returns the tries left and the code hash, or undefined when none was left. */
export async function takeChangeTry(db: Executor, table: ChangeTable, id: string): Promise<{ triesLeft: number; codeHash: string | null } | undefined> {
  const row = await db
    .updateTable(table)
    .set({ triesLeft: sql`tries_left - 1` })
    .where('id', '=', id)
    .where('triesLeft', '>', 0)
    .returning(['triesLeft', 'codeHash'])
    .executeTakeFirst();
  return row ? { triesLeft: row.triesLeft, codeHash: row.codeHash } : undefined;
}

/** Marks a schedule change applied; false when it already was (a parallel verify won). */
export async function markScheduleApplied(db: Executor, id: string, now: Date, effectiveFrom: string): Promise<{ to: string } | undefined> {
  return db
    .updateTable('paymentScheduleChanges')
    .set({ appliedAt: now, effectiveFrom: effectiveFrom })
    .where('id', '=', id)
    .where('appliedAt', 'is', null)
    .returning(sql<string>`to_schedule`.as('to'))
    .executeTakeFirst();
}

export interface BankChangeRow {
  readonly id: string;
  readonly accountId: number;
  readonly iban: string;
  readonly accountHolder: string;
  readonly bic: string | null;
  readonly previousIban: string | null;
  readonly status: JobStatus | null;
  readonly reason: string | null;
  readonly notificationId: number | null;
}

const bankColumns = ['id', 'accountId', 'iban', 'accountHolder', 'bic', 'previousIban', 'status', 'reason', 'notificationId'] as const;
function toBankChange(row: {
  id: string;
  accountId: number;
  iban: string;
  accountHolder: string;
  bic: string | null;
  previousIban: string | null;
  status: JobStatus | null;
  reason: string | null;
  notificationId: number | null;
}): BankChangeRow {
  return {
    id: row.id,
    accountId: row.accountId,
    iban: row.iban,
    accountHolder: row.accountHolder,
    bic: row.bic,
    previousIban: row.previousIban,
    status: row.status,
    reason: row.reason,
    notificationId: row.notificationId,
  };
}

/** One of the account's bank-details changes whose code was accepted, or undefined. */
export async function findBankChange(db: Executor, accountId: number, id: string): Promise<BankChangeRow | undefined> {
  const row = await db
    .selectFrom('bankDetailChanges')
    .select(bankColumns)
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  return row && toBankChange(row);
}

/** The account's newest bank-details change whose code was accepted. */
export async function latestBankChange(db: Executor, accountId: number): Promise<BankChangeRow | undefined> {
  const row = await db
    .selectFrom('bankDetailChanges')
    .select(bankColumns)
    .where('accountId', '=', accountId)
    .where('verifiedAt', 'is not', null)
    .orderBy('verifiedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toBankChange(row);
}

/**
 * Accepts the code of a bank change: IN_PROGRESS from now, decided after `decideAfter`; earlier
 * changes still being checked are OVERWRITTEN. Undefined when it was accepted already.
 */
export async function markBankVerified(db: Executor, id: string, now: Date, decideAfter: Date): Promise<BankChangeRow | undefined> {
  const row = await db
    .updateTable('bankDetailChanges')
    .set({ verifiedAt: now, status: 'IN_PROGRESS', decideAfter: decideAfter })
    .where('id', '=', id)
    .where('verifiedAt', 'is', null)
    .returning(bankColumns)
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('bankDetailChanges')
    .set({ status: 'OVERWRITTEN', decidedAt: now })
    .where('accountId', '=', row.accountId)
    .where('id', '!=', id)
    .where('status', '=', 'IN_PROGRESS')
    .execute();
  return toBankChange(row);
}

export async function linkBankNotification(db: Executor, id: string, notificationId: number): Promise<void> {
  await db.updateTable('bankDetailChanges').set({ notificationId: notificationId }).where('id', '=', id).execute();
}

/** Changes whose check is due (oldest first). */
export async function dueBankChanges(db: Executor, now: Date, limit: number): Promise<BankChangeRow[]> {
  const rows = await db
    .selectFrom('bankDetailChanges')
    .select(bankColumns)
    .where('status', '=', 'IN_PROGRESS')
    .where('decideAfter', '<=', now)
    .orderBy('decideAfter')
    .limit(limit)
    .execute();
  return rows.map(toBankChange);
}

/** Ends a check; false when another instance decided it first. */
export async function decideBankChange(db: Executor, id: string, outcome: { status: 'SUCCESSFUL' | 'FAILED'; reason: string | null }, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bankDetailChanges')
    .set({ status: outcome.status, reason: outcome.reason, decidedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'IN_PROGRESS')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
