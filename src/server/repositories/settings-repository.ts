import { jsonb } from '../db/sql-values';
import type { Executor } from './executor';

async function readSetting(db: Executor, key: string): Promise<{ value: unknown } | undefined> {
  return db.selectFrom('serverSettings').select('value').where('key', '=', key).executeTakeFirst();
}

/**
 * A server setting, created from `initial()` when it does not exist yet. Of instances starting at
 * once on one database, the first insert wins and every instance reads that value.
 */
export async function settingOrInsert(db: Executor, key: string, initial: () => unknown): Promise<unknown> {
  const existing = await readSetting(db, key);
  if (existing) return existing.value;
  await db.insertInto('serverSettings').values({ key, value: jsonb(initial()) }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const stored = await readSetting(db, key);
  if (!stored) throw new Error(`setting ${key} could not be stored`);
  return stored.value;
}
