import { sql } from 'kysely';
import type { JobStatus } from '../../domain/enumerations';
import type { Executor } from './executor';

/** Changes of payment data waiting for their code or, for bank details, for the provider's check. */

export type ChangeTable = 'payment_schedule_changes' | 'bank_detail_changes';

/** What the code check of either kind of change needs. */
export interface PendingCode {
  readonly id: string;
  readonly accountId: number;
  readonly codeHash: string | null;
  readonly triesLeft: number;
  readonly expiresAt: Date;
  /** Set once the code was accepted (applied_at or verified_at). */
  readonly doneAt: Date | null;
}

/** How many changes of either kind the account started since `since` (the per-hour limit). */
export async function changesStartedSince(db: Executor, accountId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('payment_schedule_changes')
        .select('created_at')
        .where('account_id', '=', accountId)
        .where('created_at', '>=', since)
        .unionAll(db.selectFrom('bank_detail_changes').select('created_at').where('account_id', '=', accountId).where('created_at', '>=', since))
        .as('started'),
    )
    .select([sql<number>`count(*)::int8`.as('count'), sql<Date | null>`min(created_at)`.as('oldest')])
    .executeTakeFirstOrThrow();
  return { count: row.count, oldest: row.oldest === null ? null : new Date(row.oldest) };
}

export async function insertScheduleChange(
  db: Executor,
  change: { id: string; accountId: number; from: string | null; to: string; codeHash: string | null; triesLeft: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('payment_schedule_changes')
    .values({
      id: change.id,
      account_id: change.accountId,
      from_schedule: change.from,
      to_schedule: change.to,
      code_hash: change.codeHash,
      tries_left: change.triesLeft,
      created_at: change.createdAt,
      expires_at: change.expiresAt,
    })
    .execute();
}

export async function insertBankChange(
  db: Executor,
  change: {
    id: string;
    accountId: number;
    iban: string;
    accountHolder: string;
    bic: string | null;
    previousIban: string | null;
    codeHash: string | null;
    triesLeft: number;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('bank_detail_changes')
    .values({
      id: change.id,
      account_id: change.accountId,
      iban: change.iban,
      account_holder: change.accountHolder,
      bic: change.bic,
      previous_iban: change.previousIban,
      code_hash: change.codeHash,
      tries_left: change.triesLeft,
      created_at: change.createdAt,
      expires_at: change.expiresAt,
    })
    .execute();
}

/** The code state of one of the account's changes, or undefined (unknown or another account's). */
export async function findPendingCode(db: Executor, table: ChangeTable, accountId: number, id: string): Promise<PendingCode | undefined> {
  const done = table === 'payment_schedule_changes' ? sql<Date | null>`applied_at` : sql<Date | null>`verified_at`;
  const row = await db
    .selectFrom(table)
    .select(['id', 'account_id', 'code_hash', 'tries_left', 'expires_at', done.as('done_at')])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, accountId: row.account_id, codeHash: row.code_hash, triesLeft: row.tries_left, expiresAt: row.expires_at, doneAt: row.done_at };
}

/** Uses up one try atomically; returns the tries left and the code hash, or undefined when none was left. */
export async function takeChangeTry(db: Executor, table: ChangeTable, id: string): Promise<{ triesLeft: number; codeHash: string | null } | undefined> {
  const row = await db
    .updateTable(table)
    .set({ tries_left: sql`tries_left - 1` })
    .where('id', '=', id)
    .where('tries_left', '>', 0)
    .returning(['tries_left', 'code_hash'])
    .executeTakeFirst();
  return row ? { triesLeft: row.tries_left, codeHash: row.code_hash } : undefined;
}

/** Marks a schedule change applied; false when it already was (a parallel verify won). */
export async function markScheduleApplied(db: Executor, id: string, now: Date, effectiveFrom: string): Promise<{ to: string } | undefined> {
  return db
    .updateTable('payment_schedule_changes')
    .set({ applied_at: now, effective_from: effectiveFrom })
    .where('id', '=', id)
    .where('applied_at', 'is', null)
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

const bankColumns = ['id', 'account_id', 'iban', 'account_holder', 'bic', 'previous_iban', 'status', 'reason', 'notification_id'] as const;
function toBankChange(row: {
  id: string;
  account_id: number;
  iban: string;
  account_holder: string;
  bic: string | null;
  previous_iban: string | null;
  status: JobStatus | null;
  reason: string | null;
  notification_id: number | null;
}): BankChangeRow {
  return {
    id: row.id,
    accountId: row.account_id,
    iban: row.iban,
    accountHolder: row.account_holder,
    bic: row.bic,
    previousIban: row.previous_iban,
    status: row.status,
    reason: row.reason,
    notificationId: row.notification_id,
  };
}

/** One of the account's bank-details changes whose code was accepted, or undefined. */
export async function findBankChange(db: Executor, accountId: number, id: string): Promise<BankChangeRow | undefined> {
  const row = await db
    .selectFrom('bank_detail_changes')
    .select(bankColumns)
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return row && toBankChange(row);
}

/** The account's newest bank-details change whose code was accepted. */
export async function latestBankChange(db: Executor, accountId: number): Promise<BankChangeRow | undefined> {
  const row = await db
    .selectFrom('bank_detail_changes')
    .select(bankColumns)
    .where('account_id', '=', accountId)
    .where('verified_at', 'is not', null)
    .orderBy('verified_at', 'desc')
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
    .updateTable('bank_detail_changes')
    .set({ verified_at: now, status: 'IN_PROGRESS', decide_after: decideAfter })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .returning(bankColumns)
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('bank_detail_changes')
    .set({ status: 'OVERWRITTEN', decided_at: now })
    .where('account_id', '=', row.account_id)
    .where('id', '!=', id)
    .where('status', '=', 'IN_PROGRESS')
    .execute();
  return toBankChange(row);
}

export async function linkBankNotification(db: Executor, id: string, notificationId: number): Promise<void> {
  await db.updateTable('bank_detail_changes').set({ notification_id: notificationId }).where('id', '=', id).execute();
}

/** Changes whose check is due (oldest first). */
export async function dueBankChanges(db: Executor, now: Date, limit: number): Promise<BankChangeRow[]> {
  const rows = await db
    .selectFrom('bank_detail_changes')
    .select(bankColumns)
    .where('status', '=', 'IN_PROGRESS')
    .where('decide_after', '<=', now)
    .orderBy('decide_after')
    .limit(limit)
    .execute();
  return rows.map(toBankChange);
}

/** Ends a check; false when another instance decided it first. */
export async function decideBankChange(db: Executor, id: string, outcome: { status: 'SUCCESSFUL' | 'FAILED'; reason: string | null }, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bank_detail_changes')
    .set({ status: outcome.status, reason: outcome.reason, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'IN_PROGRESS')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
