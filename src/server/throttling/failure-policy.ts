/**
 * How repeated failures of one kind (passwords of a user id, codes of an account) slow down and
 * stop further tries. Pure: the services pass the stored count and the time.
 */
export interface FailurePolicy {
  /** Failures allowed before delays start. */
  readonly freeFailures: number;
  /** The longest delay between tries. */
  readonly maxDelaySeconds: number;
  /** A count whose last failure is older than this is forgotten; null: kept until a success clears it. */
  readonly forgetAfterMs: number | null;
  /** From this many failures on no try is allowed until a success (or an operator) clears the count; null: never. */
  readonly stopAt: number | null;
}

/** Failures counted so far and when the last one happened. */
export interface FailureCount {
  readonly failures: number;
  readonly lastFailureAt: Date;
}

/** Whether the next try may happen now, after a delay, or not at all. */
export type TryVerdict = { readonly kind: 'allowed' } | { readonly kind: 'wait'; readonly seconds: number } | { readonly kind: 'stopped' };

/** Seconds to wait after `failures` failures: none for the free ones, then 1, 2, 4 … up to the maximum. */
export function delayAfter(policy: FailurePolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures), policy.maxDelaySeconds);
}

/** The failures that still count at `now` (0 once forgotten). */
export function countingFailures(policy: FailurePolicy, count: FailureCount | undefined, now: Date): number {
  if (!count) return 0;
  const forgotten = policy.forgetAfterMs !== null && now.getTime() - count.lastFailureAt.getTime() > policy.forgetAfterMs;
  return forgotten ? 0 : count.failures;
}

/** Whether one more try may happen at `now`. */
export function judgeTry(policy: FailurePolicy, count: FailureCount | undefined, now: Date): TryVerdict {
  const failures = countingFailures(policy, count, now);
  if (policy.stopAt !== null && failures >= policy.stopAt) return { kind: 'stopped' };
  if (!count || failures === 0) return { kind: 'allowed' };
  const readyAt = count.lastFailureAt.getTime() + delayAfter(policy, failures) * 1000;
  const seconds = Math.ceil((readyAt - now.getTime()) / 1000);
  return seconds > 0 ? { kind: 'wait', seconds } : { kind: 'allowed' };
}
