import type { Executor } from './executor';

/** Every feature flag and whether it is on by default. */
export async function listFeatureFlags(db: Executor): Promise<{ name: string; enabled: boolean }[]> {
  return db.selectFrom('featureFlags').select(['name', 'enabled']).orderBy('name').execute();
}
