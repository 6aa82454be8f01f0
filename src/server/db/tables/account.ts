import type { ColumnType, Generated } from 'kysely';

/** Table types of migration 0009_account (recovery, passkeys, step-up, profile settings, audit). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** jsonb: written as a SQL expression (see ../sql-values.ts), read as parsed JSON. */
type Json<T> = ColumnType<T, unknown, unknown>;

export interface PasswordResetsTable {
  id: string;
  account_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PasskeysTable {
  id: string;
  account_id: number;
  name: string;
  /** COSE public key, base64url (text behaves the same on pg and PGlite, unlike bytea). */
  public_key: string;
  /** bigint, read as a number (type-parsers.ts). */
  counter: number;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

export interface WebauthnChallengesTable {
  id: string;
  purpose: 'register' | 'login' | 'step_up';
  session_id: string | null;
  challenge: string;
  expires_at: Timestamp;
}

export interface SessionStepUpsTable {
  session_id: string;
  code_hash: string | null;
  code_salt: string | null;
  code_expires_at: Timestamp | null;
  tries_left: Generated<number>;
  fresh_until: Timestamp | null;
}

export interface AccountSettingsTable {
  account_id: number;
  webauthn_user_id: string;
  remind_passkey: Generated<boolean>;
  notification_preferences: Json<unknown>;
}

export interface PendingPhoneChangesTable {
  account_id: number;
  mobile: string;
  code_hash: string;
  code_salt: string;
  expires_at: Timestamp;
  tries_left: number;
}

export interface EmailConfirmationsTable {
  id: string;
  account_id: number;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AccountAuditTable {
  id: Generated<number>;
  account_id: number;
  actor: string;
  action: string;
  fields: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
}

/** The tables of this slice, merged into the Database interface. */
export interface AccountTables {
  password_resets: PasswordResetsTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  session_step_ups: SessionStepUpsTable;
  account_settings: AccountSettingsTable;
  pending_phone_changes: PendingPhoneChangesTable;
  email_confirmations: EmailConfirmationsTable;
  account_audit: AccountAuditTable;
}
