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
  'account_id',
  'contact_id',
  'channel',
  'code_hash',
  'created_at',
  'expires_at',
  'tries_left',
  'resend_count',
  'consumed_at',
] as const;

type Row = {
  id: string;
  account_id: number;
  contact_id: string;
  channel: 'email' | 'sms' | null;
  code_hash: string | null;
  created_at: Date;
  expires_at: Date;
  tries_left: number;
  resend_count: number;
  consumed_at: Date | null;
};

function toAttempt(row: Row): LoginAttempt {
  return {
    id: row.id,
    accountId: row.account_id,
    contactId: row.contact_id,
    channel: row.channel,
    codeHash: row.code_hash,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    triesLeft: row.tries_left,
    resendCount: row.resend_count,
    consumedAt: row.consumed_at,
  };
}

export async function insertAttempt(db: Executor, attempt: { id: string; accountId: number; createdAt: Date } & AttemptCode): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      id: attempt.id,
      account_id: attempt.accountId,
      contact_id: attempt.contactId,
      channel: attempt.channel,
      code_hash: attempt.codeHash,
      created_at: attempt.createdAt,
      expires_at: attempt.expiresAt,
      tries_left: attempt.triesLeft,
    })
    .execute();
}

export async function findAttempt(db: Executor, id: string): Promise<LoginAttempt | undefined> {
  const row = await db.selectFrom('login_attempts').select(columns).where('id', '=', id).executeTakeFirst();
  return row && toAttempt(row);
}

/**
 * Atomically uses up one try of an unconsumed attempt and returns the attempt as it is afterwards;
 * undefined when no try was left. Taking the try before comparing the code means parallel guesses
 * can never get more than the allowed number of comparisons.
 */
export async function takeTry(db: Executor, id: string): Promise<LoginAttempt | undefined> {
  const row = await db
    .updateTable('login_attempts')
    .set({ tries_left: sql`tries_left - 1` })
    .where('id', '=', id)
    .where('tries_left', '>', 0)
    .where('consumed_at', 'is', null)
    .returning(columns)
    .executeTakeFirst();
  return row && toAttempt(row);
}

/** Marks the attempt used; false if it already was (a parallel verify won). */
export async function consumeAttempt(db: Executor, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('login_attempts')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts a new code on an unconsumed attempt and counts the resend; undefined when the attempt is
 * consumed or already had `maxResends` resends.
 */
export async function replaceCode(db: Executor, id: string, code: AttemptCode, maxResends: number): Promise<LoginAttempt | undefined> {
  const row = await db
    .updateTable('login_attempts')
    .set({
      contact_id: code.contactId,
      channel: code.channel,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      tries_left: code.triesLeft,
      resend_count: sql`resend_count + 1`,
    })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('resend_count', '<', maxResends)
    .returning(columns)
    .executeTakeFirst();
  return row && toAttempt(row);
}

/** Deletes attempts created before `before` (housekeeping at each login). */
export async function deleteAttemptsBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('created_at', '<', before).execute();
}
