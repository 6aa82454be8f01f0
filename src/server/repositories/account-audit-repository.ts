import type { Executor } from './executor';

/** One recorded change of an account. */
export interface AuditRecord {
  readonly action: string;
  readonly fields: readonly string[];
  readonly actor: string;
  readonly at: Date;
}

export async function insertAudit(db: Executor, accountId: number, record: AuditRecord): Promise<void> {
  await db
    .insertInto('accountAudit')
    .values({ accountId: accountId, actor: record.actor, action: record.action, fields: [...record.fields], createdAt: record.at })
    .execute();
}

/** The newest `limit` changes of the account, newest first. */
export async function listAudit(db: Executor, accountId: number, limit: number): Promise<AuditRecord[]> {
  const rows = await db
    .selectFrom('accountAudit')
    .select(['action', 'fields', 'actor', 'createdAt'])
    .where('accountId', '=', accountId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ action: row.action, fields: row.fields, actor: row.actor, at: row.createdAt }));
}

/** Whether the account recorded `action` at or after `since` (e.g. a recent phone change). */
export async function hasAuditSince(db: Executor, accountId: number, action: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('accountAudit')
    .select('id')
    .where('accountId', '=', accountId)
    .where('action', '=', action)
    .where('createdAt', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
