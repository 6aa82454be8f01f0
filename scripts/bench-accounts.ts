import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/open-database';
export { startThrowawayCluster, postgresInstalled } from '../test/support/pg-cluster';

/**
 * Adds `count` bench accounts (bench-001…) to the database (embedded or PostgreSQL), copies of the demo keyholder
 * with their own e-mail address, so concurrent logins each read their own code from the outbox.
 */
export async function addBenchAccounts(where: { dataDir: string; databaseUrl: string | null }, count: number): Promise<string[]> {
  const database = await openDatabase(where);
  try {
    const ids: string[] = [];
    for (let i = 1; i <= count; i += 1) {
      const id = `bench-${String(i).padStart(3, '0')}`;
      ids.push(id);
      await sql`
        INSERT INTO accounts (user_id, contact_id, username, password_hash, roles, first_name, last_name, email, language, permissions, factor_delivery_method)
        SELECT ${id}, ${`c-${id}`}, ${id}, password_hash, roles, first_name, last_name, ${`${id}@bench.example.com`}, language, permissions, 'MDS'
        FROM accounts WHERE user_id = '100003'
        ON CONFLICT (user_id) DO NOTHING`.execute(database.db);
    }
    return ids;
  } finally {
    await database.close();
  }
}
