import type { Executor } from './executor';

/** The redirect target stored for exactly this path, or null. */
export async function findRedirectTarget(db: Executor, path: string): Promise<string | null> {
  const row = await db.selectFrom('redirects').select('target').where('path', '=', path).executeTakeFirst();
  return row?.target ?? null;
}
