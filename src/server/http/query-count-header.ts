import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countQueries, type QueryTally } from '../db/query-counter';

const tallyOf = new WeakMap<FastifyRequest, QueryTally>();

/** `Server-Timing: db;desc="3 queries"`: the header the bench and the API tests read. */
export function queryCountHeader(queries: number): string {
  return `db;desc="${queries} ${queries === 1 ? 'query' : 'queries'}"`;
}

/** The number of statements a Server-Timing header names; null without one. */
export function queriesOf(header: string | string[] | number | undefined): number | null {
  const match = /db;desc="(\d+) quer/.exec(String(header ?? ''));
  return match ? Number(match[1]) : null;
}

/**
 * Counts the database statements of each request (db/query-counter.ts) and says how many in a
 * Server-Timing header, which the bench prints per read. Demo mode only (app.ts): a production
 * answer does not describe the server's work.
 */
export function registerQueryCount(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const tally = { queries: 0 };
    tallyOf.set(request, tally);
    countQueries(tally, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const tally = tallyOf.get(request);
    if (tally) reply.header('server-timing', queryCountHeader(tally.queries));
    return payload;
  });
}
