import { jsonb } from '../db/sql-values';
import type { Executor } from './executor';

/** An account's own settings of this slice. */
export interface AccountSettings {
  /** The WebAuthn user handle (base64url), random so it reveals nothing about the account. */
  readonly webauthnUserId: string;
  readonly remindPasskey: boolean;
  /** Stored JSON; read through domain completePreferences(). */
  readonly notificationPreferences: unknown;
}

/** The settings of an account, created with `newUserId` on first use. */
export async function ensureSettings(db: Executor, accountId: number, newUserId: string): Promise<AccountSettings> {
  await db
    .insertInto('accountSettings')
    .values({ accountId: accountId, webauthnUserId: newUserId, notificationPreferences: jsonb({}) })
    .onConflict((conflict) => conflict.column('accountId').doNothing())
    .execute();
  const row = await db
    .selectFrom('accountSettings')
    .select(['webauthnUserId', 'remindPasskey', 'notificationPreferences'])
    .where('accountId', '=', accountId)
    .executeTakeFirstOrThrow();
  return { webauthnUserId: row.webauthnUserId, remindPasskey: row.remindPasskey, notificationPreferences: row.notificationPreferences };
}

export async function setRemindPasskey(db: Executor, accountId: number, remind: boolean): Promise<void> {
  await db.updateTable('accountSettings').set({ remindPasskey: remind }).where('accountId', '=', accountId).execute();
}

export async function setNotificationPreferences(db: Executor, accountId: number, preferences: unknown): Promise<void> {
  await db.updateTable('accountSettings').set({ notificationPreferences: jsonb(preferences) }).where('accountId', '=', accountId).execute();
}

