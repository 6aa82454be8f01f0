import { type Kysely, sql } from 'kysely';

/**
 * The overview now tells the bank details from the account, its bank account on file and its
 * bank-details changes (issue 29.4, services/bank-details-state.ts): writes to them raise the
 * account's read version too (migration 0030), so a cached overview never shows an old bank state.
 */
const ACCOUNT_TABLES = ['bank_accounts', 'bank_detail_changes'];

const statements = [
  // `accounts` names its account by `id`, not `account_id`.
  `CREATE FUNCTION raise_account_read_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO read_versions (account_id, version)
      SELECT id, 1 FROM (SELECT id FROM changed_new UNION SELECT id FROM changed_old) AS touched ORDER BY 1
      ON CONFLICT (account_id) DO UPDATE SET version = read_versions.version + 1;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER accounts_read_version_update AFTER UPDATE ON accounts REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION raise_account_read_version()`,
  `CREATE TRIGGER accounts_read_version_truncate AFTER TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION raise_shared_read_version()`,
  ...ACCOUNT_TABLES.flatMap((table) => [
    `CREATE TRIGGER ${table}_read_version_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION raise_read_versions()`,
    `CREATE TRIGGER ${table}_read_version_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION raise_read_versions()`,
    `CREATE TRIGGER ${table}_read_version_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION raise_read_versions()`,
    `CREATE TRIGGER ${table}_read_version_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION raise_shared_read_version()`,
  ]),
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
