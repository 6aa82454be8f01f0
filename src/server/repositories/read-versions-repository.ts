import type { Executor } from './executor';

/**
 * The versions an account's lists and overview are read at (migration 0030): what all accounts
 * share, then the account's own, as one string ("0.0" before the first write). One primary-key
 * lookup.
 */
export async function readVersions(db: Executor, accountId: number): Promise<string> {
  const rows = await db.selectFrom('readVersions').select(['accountId', 'version']).where('accountId', 'in', [0, accountId]).execute();
  const version = (id: number) => rows.find((row) => row.accountId === id)?.version ?? 0;
  return `${version(0)}.${version(accountId)}`;
}
