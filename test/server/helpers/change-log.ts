import { sql } from 'kysely';
import type { DatabaseHandle } from '../../support/db';

/**
 * Row-level triggers on every table of the database that log which tables a request changed
 * (`fuzz_changes`). A rolled-back transaction rolls its log lines back too, so only changes that
 * stayed are seen. For the contract fuzzer: a refused request must change nothing.
 */
export async function installChangeLog(database: DatabaseHandle): Promise<{ reset(): Promise<void>; changedTables(): Promise<string[]> }> {
  const { db } = database;
  await sql`CREATE TABLE fuzz_changes (table_name text NOT NULL)`.execute(db);
  await sql`CREATE FUNCTION fuzz_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO fuzz_changes VALUES (TG_TABLE_NAME); RETURN NULL; END $$`.execute(db);
  const tables = await sql<{ tablename: string }>`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_changes'`.execute(db);
  for (const { tablename } of tables.rows) {
    await sql`CREATE TRIGGER fuzz_log AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(tablename)} FOR EACH ROW EXECUTE FUNCTION fuzz_log_change()`.execute(db);
  }
  return {
    async reset() {
      await sql`DELETE FROM fuzz_changes`.execute(db);
    },
    async changedTables() {
      const rows = await sql<{ name: string }>`SELECT DISTINCT table_name AS name FROM fuzz_changes ORDER BY 1`.execute(db);
      return rows.rows.map((row) => row.name);
    },
  };
}
