import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** The statements one request sent to the database so far. */
export interface QueryTally {
  queries: number;
}

const tallies = new AsyncLocalStorage<QueryTally>();

/**
 * Counts the statements each request sends (issue 24: the bench prints queries per request, the
 * API tests hold each read to its budget). Kysely hands every statement to its plugins once, in
 * the async context of the code that runs it, so the request's tally is found there.
 */
export class QueryCounter implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  // Counted on the result: subqueries pass transformQuery too, but only executed statements end here.
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tally = tallies.getStore();
    if (tally) tally.queries += 1;
    return args.result;
  }
}

/** Runs `next` (and everything it starts) with `tally` counting its statements. */
export function countQueries(tally: QueryTally, next: () => void): void {
  tallies.run(tally, next);
}
