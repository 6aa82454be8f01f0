import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './column-types';

/** Table types of migration 0009_account (recovery, passkeys, step-up, profile settings, audit). */

export interface PasswordResetsTable {
  id: string;
  accountId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface PasskeysTable {
  id: string;
  accountId: number;
  name: string;
  /** COSE public key, base64url (text behaves the same on pg and PGlite, unlike bytea). */
  publicKey: string;
  /** bigint, read as a number (type-parsers.ts). */
  counter: number;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  createdAt: Timestamp;
  lastUsedAt: Timestamp | null;
}

export interface WebauthnChallengesTable {
  id: string;
  purpose: 'register' | 'login' | 'step_up';
  sessionId: string | null;
  challenge: string;
  expiresAt: Timestamp;
}

export interface SessionStepUpsTable {
  sessionId: string;
  codeHash: string | null;
  codeSalt: string | null;
  codeExpiresAt: Timestamp | null;
  triesLeft: Generated<number>;
  freshUntil: Timestamp | null;
}

export interface AccountSettingsTable {
  accountId: number;
  webauthnUserId: string;
  remindPasskey: Generated<boolean>;
  notificationPreferences: Json<unknown>;
}

export interface PendingPhoneChangesTable {
  accountId: number;
  mobile: string;
  codeHash: string;
  codeSalt: string;
  expiresAt: Timestamp;
  triesLeft: number;
}

export interface EmailConfirmationsTable {
  id: string;
  accountId: number;
  email: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface AccountAuditTable {
  id: Generated<number>;
  accountId: number;
  actor: string;
  action: string;
  fields: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: Timestamp;
}

/** The tables of this slice, merged into the Database interface. */
export interface ProfileSecurityTables {
  passwordResets: PasswordResetsTable;
  passkeys: PasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
  sessionStepUps: SessionStepUpsTable;
  accountSettings: AccountSettingsTable;
  pendingPhoneChanges: PendingPhoneChangesTable;
  emailConfirmations: EmailConfirmationsTable;
  accountAudit: AccountAuditTable;
}
