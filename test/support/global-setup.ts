import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../src/server/db/migrate';
import { postgresHandle } from '../../src/server/db/open';
import type { PostgresCluster } from './db-context';
import { pgliteTemplates } from './db-templates';
import { PG_BIN, postgresInstalled, startThrowawayCluster, type ThrowawayCluster } from './pg-cluster';

export const MIGRATED_TEMPLATE = 'portal_template';

/**
 * Whether any test file of this run uses the databases (imports test/support/db). Runs that only
 * select other files, such as `vitest run test/domain`, then skip the database setup entirely.
 * Vitest keeps the CLI filters in an internal field; without it we assume databases are needed.
 */
async function databasesNeeded(project: TestProject): Promise<boolean> {
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  if (!filters) return true;
  for (const candidate of project.vitest.projects) {
    const { testFiles } = await candidate.globTestFiles(filters);
    if (testFiles.some((file) => /support\/db['"]/.test(readFileSync(file, 'utf8')))) return true;
  }
  return false;
}

async function startPostgres(): Promise<{ cluster: ThrowawayCluster; provided: PostgresCluster }> {
  const cluster = await startThrowawayCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${MIGRATED_TEMPLATE}`);
    await admin.end();
    const template = postgresHandle(cluster.adminUrl.replace(/\/postgres$/, `/${MIGRATED_TEMPLATE}`), { max: 1 });
    await migrateToLatest(template.db);
    // CREATE DATABASE … TEMPLATE needs the template to have no open connections.
    await template.close();
    return { cluster, provided: { adminUrl: cluster.adminUrl, migratedTemplate: MIGRATED_TEMPLATE } };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/**
 * Vitest global setup, once per run (the root project; the per-project calls return at once):
 * builds or reuses the PGlite templates and, when PostgreSQL 15 is installed, starts a throwaway
 * cluster with a migrated template database. Without the binaries PostgreSQL tests are skipped,
 * except in CI (CI is set), where that fails the run. The returned teardown stops the cluster.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!project.isRootProject()) return undefined;
  if (!(await databasesNeeded(project))) {
    project.provide('pgliteTemplates', null);
    project.provide('postgres', null);
    project.provide('postgresSkipReason', 'no selected test file needs a database');
    return undefined;
  }
  if (!postgresInstalled()) {
    const reason = `PostgreSQL 15 binaries not found in ${PG_BIN}`;
    if (process.env.CI) throw new Error(`${reason}: CI must run the PostgreSQL tests (apt-get install postgresql-15).`);
    console.warn(`\n${reason}: the PostgreSQL variants of the repository tests are skipped.\n`);
    project.provide('pgliteTemplates', await pgliteTemplates());
    project.provide('postgres', null);
    project.provide('postgresSkipReason', reason);
    return undefined;
  }
  // Both at once: initdb runs in its own process while PGlite builds here.
  const [templates, postgres] = await Promise.all([pgliteTemplates(), startPostgres()]);
  project.provide('pgliteTemplates', templates);
  project.provide('postgres', postgres.provided);
  project.provide('postgresSkipReason', '');
  return () => postgres.cluster.stop();
}
