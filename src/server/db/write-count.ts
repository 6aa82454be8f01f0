import { type KyselyPlugin, type OperationNode, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, SelectQueryNode, type UnknownRow } from 'kysely';

/**
 * Counts the statements that may change data, as they are sent (before they run). Only for a
 * database no other process writes to (PGlite: its data directory is locked to this process, and
 * one statement or transaction runs at a time): there, an unchanged count proves that nothing
 * changed since it was taken, without asking the database (services/read-cache.ts).
 *
 * Everything but a SELECT counts: writes, raw SQL, a SELECT whose WITH clause holds anything but
 * SELECTs (PostgreSQL allows data-modifying statements only there, not in subqueries). A SELECT
 * subquery of a write passes here too; the write itself counts.
 */
export class WriteCount implements KyselyPlugin {
  private count = 0;

  /** Statements that may have written so far. */
  get current(): number {
    return this.count;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (!readsOnly(args.node)) this.count += 1;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

function readsOnly(node: OperationNode): boolean {
  return SelectQueryNode.is(node) && (node.with?.expressions ?? []).every((cte) => readsOnly(cte.expression));
}
