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
    .insertInto('account_settings')
    .values({ account_id: accountId, webauthn_user_id: newUserId, notification_preferences: jsonb({}) })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('account_settings')
    .select(['webauthn_user_id', 'remind_passkey', 'notification_preferences'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { webauthnUserId: row.webauthn_user_id, remindPasskey: row.remind_passkey, notificationPreferences: row.notification_preferences };
}

export async function setRemindPasskey(db: Executor, accountId: number, remind: boolean): Promise<void> {
  await db.updateTable('account_settings').set({ remind_passkey: remind }).where('account_id', '=', accountId).execute();
}

export async function setNotificationPreferences(db: Executor, accountId: number, preferences: unknown): Promise<void> {
  await db.updateTable('account_settings').set({ notification_preferences: jsonb(preferences) }).where('account_id', '=', accountId).execute();
}

