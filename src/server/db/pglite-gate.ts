import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseConnection, type DialectAdapter, type Driver, PGliteAdapter, PGliteDialect } from 'kysely';
import { DatabaseUnavailable } from './database-unavailable';

/** How long a query waits for its turn on the embedded database before it answers 503. */
export const PGLITE_WAIT_MS = 3_000;

/**
 * One turn at a time on the embedded database, in order; a turn not given within `waitMs` fails
 * with DatabaseUnavailable and the work never runs.
 */
export class Turns {
  private readonly waiting: Array<{ readonly deadline: number; resolve(): void; reject(): void }> = [];
  private busy = false;

  constructor(
    private readonly waitMs: number,
    private readonly closed: () => boolean,
  ) {}

  take(): Promise<void> {
    if (this.closed()) return Promise.reject(new DatabaseUnavailable('PGlite is closed'));
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const entry = {
        deadline: Date.now() + this.waitMs,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: () => {
          clearTimeout(timer);
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new DatabaseUnavailable(`the embedded database did not take the query within ${this.waitMs} ms`));
        },
      };
      const timer = setTimeout(entry.reject, this.waitMs);
      this.waiting.push(entry);
    });
  }

  /**
   * Hands the turn on. PGlite runs a statement synchronously on this thread, so a timer cannot
   * fire during a long one: a waiter whose deadline passed meanwhile is failed here, not run late.
   */
  give(): void {
    for (let next = this.waiting[0]; next; next = this.waiting[0]) {
      if (Date.now() <= next.deadline && !this.closed()) {
        this.waiting.shift();
        next.resolve();
        return;
      }
      next.reject();
    }
    this.busy = false;
  }
}

/** Tells Kysely not to queue for the connection itself: the turns below do, with a deadline. */
class TurnTakingAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/**
 * Kysely queues every query for PGlite's single connection without a bound, so a slow statement,
 * a long transaction or a closed instance makes every later request wait as long. This dialect
 * queues them in Turns instead: a query, or a whole transaction, holds the turn from acquire to
 * release, one at a time as before; one that cannot get it within `waitMs` answers 503 quickly, unrun.
 */
export function gatedPgliteDialect(pglite: PGlite, waitMs = PGLITE_WAIT_MS): PGliteDialect {
  const turns = new Turns(waitMs, () => pglite.closed);
  return new (class extends PGliteDialect {
    override createAdapter(): DialectAdapter {
      return new TurnTakingAdapter();
    }

    override createDriver(): Driver {
      const driver = super.createDriver();
      return new Proxy(driver, {
        get(target, property, receiver) {
          if (property === 'acquireConnection') {
            return async (...args: Parameters<Driver['acquireConnection']>): Promise<DatabaseConnection> => {
              await turns.take();
              try {
                return await target.acquireConnection(...args);
              } catch (error) {
                turns.give();
                throw error;
              }
            };
          }
          if (property === 'releaseConnection') {
            return async (...args: Parameters<Driver['releaseConnection']>): Promise<void> => {
              try {
                await target.releaseConnection(...args);
              } finally {
                turns.give();
              }
            };
          }
          const value = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    }
  })({ pglite });
}
