import type { PayoutSchedule, UiLocale } from '../../domain/enumerations';
import type { AccountRow } from '../db/schema';
import type { Executor } from './executor';

/** The account signing in with `userId` (exact match of the trimmed id), or undefined. */
export function findAccountByUserId(db: Executor, userId: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** The account with the internal id, or undefined. */
export function findAccountById(db: Executor, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a new password hash and lifts the must-change-password flag. */
export async function updatePasswordHash(db: Executor, id: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ passwordHash, requireNewPassword: false, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Puts a confirmed payout schedule on the account. */
export async function updatePayoutSchedule(db: Executor, id: number, schedule: PayoutSchedule, now: Date): Promise<void> {
  await db.updateTable('accounts').set({ paymentSchedule: schedule, updatedAt: now }).where('id', '=', id).execute();
}

/**
 * Replaces an outdated password hash after a successful sign-in, unless the password changed
 * meanwhile (the stored hash is no longer the one that was verified).
 */
export async function upgradePasswordHash(db: Executor, id: number, verifiedHash: string, passwordHash: string): Promise<void> {
  await db.updateTable('accounts').set({ passwordHash }).where('id', '=', id).where('passwordHash', '=', verifiedHash).execute();
}

/** How many accounts exist (the demo seed runs only on an empty database). */
export async function countAccounts(db: Executor): Promise<number> {
  const row = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Remembers the portal language the owner uses now (their messages go out in it). */
export async function rememberPortalLanguage(db: Executor, id: number, locale: UiLocale): Promise<void> {
  await db.updateTable('accounts').set({ portalLanguage: locale }).where('id', '=', id).where((eb) => eb('portalLanguage', 'is', null).or('portalLanguage', '!=', locale)).execute();
}
