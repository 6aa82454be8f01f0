import type { Kysely } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import * as init from './migrations/0001_init';
import * as reservationsInboxPush from './migrations/0002_reservations_inbox_push';
import * as shell from './migrations/0012_shell';

/**
 * Migrations in order. They are TypeScript modules (not .sql files) so the bundled server carries
 * them inside dist/server/main.mjs. Never edit an applied migration: add the next one.
 */
const migrations: Record<string, Migration> = {
  '0001_init': init,
  '0002_reservations_inbox_push': reservationsInboxPush,
  '0012_shell': shell,
};

/** Applies every pending migration; throws with the failing migration's name on error. */
// Kysely<any>: migrations run before (and regardless of) the typed schema; they are written in SQL's
// snake_case, so they run without the camel-case plugin of the typed handle.
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db: db.withoutPlugins(), provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
