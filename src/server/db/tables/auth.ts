import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** Sign-in: sessions, second-factor attempts and the per-user login throttle. */
export interface AuthTables {
  sessions: SessionsTable;
  loginAttempts: LoginAttemptsTable;
  loginThrottle: LoginThrottleTable;
}

export interface SessionsTable {
  id: string;
  accountId: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  /** A coarse description of the browser ("Firefox on Windows"), from 0024; null before. */
  device: Generated<string | null>;
}

export interface LoginAttemptsTable {
  id: string;
  accountId: number;
  contactId: string;
  channel: 'email' | 'sms' | null;
  codeHash: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  triesLeft: number;
  resendCount: Generated<number>;
  consumedAt: Timestamp | null;
}

export interface LoginThrottleTable {
  userKey: string;
  failures: number;
  lastFailureAt: Timestamp;
}
