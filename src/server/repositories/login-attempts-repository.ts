import { sql } from 'kysely';
import type { Executor } from './executor';

/** A second-factor login attempt as stored (`id` is the SHA-256 of the token the client holds). */
export interface LoginAttempt {
  readonly id: string;
  readonly accountId: number;
  readonly contactId: string;
  readonly channel: 'email' | 'sms' | null;
  readonly codeHash: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly triesLeft: number;
  readonly resendCount: number;
  readonly consumedAt: Date | null;
}

/** The code-related part of an attempt, replaced at every (re)send. */
export interface AttemptCode {
  readonly contactId: string;
  readonly channel: 'email' | 'sms' | null;
  readonly codeHash: string | null;
  readonly expiresAt: Date;
  readonly triesLeft: number;
}

const columns = [
  'id',
  'accountId',
  'contactId',
  'channel',
  'codeHash',
  'createdAt',
  'expiresAt',
  'triesLeft',
  'resendCount',
  'consumedAt',
] as const;

type Row = {
  id: string;
  accountId: number;
  contactId: string;
  channel: 'email' | 'sms' | null;
  codeHash: string | null;
  createdAt: Date;
  expiresAt: Date;
  triesLeft: number;
  resendCount: number;
  consumedAt: Date | null;
};

function toAttempt(row: Row): LoginAttempt {
  return {
    id: row.id,
    accountId: row.accountId,
    contactId: row.contactId,
    channel: row.channel,
    codeHash: row.codeHash,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    triesLeft: row.triesLeft,
    resendCount: row.resendCount,
    consumedAt: row.consumedAt,
  };
}

export async function insertAttempt(db: Executor, attempt: { id: string; accountId: number; createdAt: Date } & AttemptCode): Promise<void> {
  await db
    .insertInto('loginAttempts')
    .values({
      id: attempt.id,
      accountId: attempt.accountId,
      contactId: attempt.contactId,
      channel: attempt.channel,
      codeHash: attempt.codeHash,
      createdAt: attempt.createdAt,
      expiresAt: attempt.expiresAt,
      triesLeft: attempt.triesLeft,
    })
    .execute();
}

export async function findAttempt(db: Executor, id: string): Promise<LoginAttempt | undefined> {
  const row = await db.selectFrom('loginAttempts').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toAttempt(row);
}

/**
 * Atomically uses up one try of an unconsumed attempt and returns the attempt as it is afterwards;
 * undefined when no try was left. Taking the try before comparing the code means parallel guesses
 * can never get more than the allowed number of comparisons.
 */
export async function takeTry(db: Executor, id: string): Promise<LoginAttempt | undefined> {
  const row = await db
    .updateTable('loginAttempts')
    .set({ triesLeft: sql`tries_left - 1` })
    .where('id', '=', id)
    .where('triesLeft', '>', 0)
    .where('consumedAt', 'is', null)
    .returning(columns)
    .executeTakeFirst();
  return row && toAttempt(row);
}

/** Marks the attempt used; false if it already was (a parallel verify won). */
export async function consumeAttempt(db: Executor, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('loginAttempts')
    .set({ consumedAt: now })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts a new code on an unconsumed attempt and counts the resend; undefined when the attempt is
 * consumed or already had `maxResends` resends.
 */
export async function replaceCode(db: Executor, id: string, code: AttemptCode, maxResends: number): Promise<LoginAttempt | undefined> {
  const row = await db
    .updateTable('loginAttempts')
    .set({
      contactId: code.contactId,
      channel: code.channel,
      codeHash: code.codeHash,
      expiresAt: code.expiresAt,
      triesLeft: code.triesLeft,
      resendCount: sql`resend_count + 1`,
    })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .where('resendCount', '<', maxResends)
    .returning(columns)
    .executeTakeFirst();
  return row && toAttempt(row);
}

/** Deletes attempts created before `before` (housekeeping at each login). */
export async function deleteAttemptsBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('loginAttempts').where('createdAt', '<', before).execute();
}
