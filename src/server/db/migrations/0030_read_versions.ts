import { type Kysely, sql } from 'kysely';

/**
 * Issue 24: a version per account of everything its reservation lists and overview are read from,
 * raised by triggers in the same transaction as every write, whichever code (or person) writes. A
 * read remembers the versions it was computed at: the answer cached at those versions is still
 * exact as long as they have not moved, on every instance, since the versions live in the
 * database (services/read-cache.ts). Row 0 is the data all accounts share (exchange rates), and
 * TRUNCATE, which names no rows, raises it as well.
 */
const ACCOUNT_TABLES = ['stays', 'accommodations', 'notifications', 'tax_legal_records', 'contract_renewals', 'payment_transactions', 'payouts'];

const statements = [
  `CREATE TABLE read_versions (
    account_id bigint PRIMARY KEY,
    version bigint NOT NULL
  )`,
  // Statement-level with transition tables: a bulk write raises each account once, in account order
  // (two writers of several accounts then lock the rows in the same order).
  `CREATE FUNCTION raise_read_versions() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO read_versions (account_id, version)
        SELECT DISTINCT account_id, 1 FROM changed_new ORDER BY 1
        ON CONFLICT (account_id) DO UPDATE SET version = read_versions.version + 1;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO read_versions (account_id, version)
        SELECT DISTINCT account_id, 1 FROM changed_old ORDER BY 1
        ON CONFLICT (account_id) DO UPDATE SET version = read_versions.version + 1;
    ELSE
      INSERT INTO read_versions (account_id, version)
        SELECT account_id, 1 FROM (SELECT account_id FROM changed_new UNION SELECT account_id FROM changed_old) AS touched ORDER BY 1
        ON CONFLICT (account_id) DO UPDATE SET version = read_versions.version + 1;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION raise_shared_read_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO read_versions (account_id, version) VALUES (0, 1)
      ON CONFLICT (account_id) DO UPDATE SET version = read_versions.version + 1;
    RETURN NULL;
  END $$`,
  ...ACCOUNT_TABLES.flatMap((table) => [
    `CREATE TRIGGER ${table}_read_version_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION raise_read_versions()`,
    `CREATE TRIGGER ${table}_read_version_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION raise_read_versions()`,
    `CREATE TRIGGER ${table}_read_version_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION raise_read_versions()`,
    `CREATE TRIGGER ${table}_read_version_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION raise_shared_read_version()`,
  ]),
  `CREATE TRIGGER exchange_rates_read_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exchange_rates FOR EACH STATEMENT EXECUTE FUNCTION raise_shared_read_version()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
