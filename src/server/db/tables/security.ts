import type { Timestamp } from './column-types';

/** Limits shared by every instance: fixed-window counters and wrong second-factor codes per account. */
export interface SecurityTables {
  rateLimits: RateLimitsTable;
  secondFactorFailures: SecondFactorFailuresTable;
}

/** One counter: `key` names what is counted and for whom (e.g. `ip:203.0.113.7`). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  /** The end of the counter's current window. */
  expiresAt: Timestamp;
}

/** Wrong codes since the account's last correct one. */
export interface SecondFactorFailuresTable {
  accountId: number;
  failures: number;
  lastFailureAt: Timestamp;
}
