import type { PGlite } from '@electric-sql/pglite';
// What Kysely's PGlite dialect needs of a PGlite instance.
import type { PGlite as KyselyPglite } from 'kysely';
import { DatabaseUnavailable } from './database-unavailable';

/** How long a query waits for its turn on the embedded database before it answers 503. */
export const PGLITE_WAIT_MS = 3_000;

/**
 * PGlite runs one statement at a time in this process and cannot cancel one. Left alone, a slow
 * statement (or a closed instance) makes every later query wait without bound. This gate hands
 * PGlite one query or transaction at a time, in order; one that waited `waitMs` for its turn leaves
 * the queue unrun and fails with DatabaseUnavailable (503), and nothing runs on a closed instance.
 */
export function gatedPglite(pglite: PGlite, waitMs = PGLITE_WAIT_MS): KyselyPglite {
  const waiting: Array<{ resolve: () => void }> = [];
  let busy = false;

  const acquire = (): Promise<void> => {
    if (pglite.closed) return Promise.reject(new DatabaseUnavailable('PGlite is closed'));
    if (!busy) {
      busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const entry = {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(new DatabaseUnavailable(`the embedded database did not take the query within ${waitMs} ms`));
      }, waitMs);
      waiting.push(entry);
    });
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next.resolve();
    else busy = false;
  };
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };

  return {
    get closed() {
      return pglite.closed;
    },
    get ready() {
      return pglite.ready;
    },
    get waitReady() {
      return pglite.waitReady;
    },
    close: () => pglite.close(),
    query: (query, params, options) => exclusive(() => pglite.query(query, params, options)),
    transaction: (callback) => exclusive(() => pglite.transaction(callback)),
  };
}
