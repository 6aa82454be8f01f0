import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from '../repositories/executor';
import type { Clock } from '../services/clock';
import { countingFailures, type FailureCount, type FailurePolicy, judgeTry, type TryVerdict } from './failure-policy';

/** Where a throttle keeps its counts (one table per kind of failure). */
export interface FailureStore<K> {
  /** The count of `key`, locked until the transaction ends (created with 0 failures if missing). */
  lock(trx: Executor, key: K): Promise<FailureCount>;
  save(trx: Executor, key: K, count: FailureCount): Promise<void>;
  clear(db: Executor, key: K): Promise<void>;
}

/**
 * Brute-force protection that reserves a try before it is checked: the try counts as a failure
 * at once, under a row lock, and only a success takes it back (clear). So parallel requests are
 * judged one after the other and never get more checks than the policy allows, on any instance.
 */
export class FailureThrottle<K> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly policy: FailurePolicy,
    private readonly store: FailureStore<K>,
  ) {}

  /**
   * Reserves one try for `key`: 'allowed' (counted as a failure until cleared), or why not. Within
   * `trx` when given (the count is kept with what that transaction writes), else in its own.
   */
  async reserve(key: K, trx?: Executor): Promise<TryVerdict> {
    const now = this.clock.now();
    const judge = async (within: Executor) => {
      const count = await this.store.lock(within, key);
      const verdict = judgeTry(this.policy, count, now);
      if (verdict.kind === 'allowed') {
        await this.store.save(within, key, { failures: countingFailures(this.policy, count, now) + 1, lastFailureAt: now });
      }
      return verdict;
    };
    return trx ? judge(trx) : this.db.transaction().execute(judge);
  }

  /** After a success: forgets the failures, the reserved try included. */
  async clear(key: K): Promise<void> {
    await this.store.clear(this.db, key);
  }
}
