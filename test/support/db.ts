import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { createPglite, type DatabaseHandle, pgliteHandle, postgresHandle } from '../../src/server/db/open';
import { seedIfEmpty } from '../../src/server/demo/seed';
import type { PgliteTemplates } from './db-context';
import { TEMPLATE_OLD_PORTAL_URL } from './db-templates';

export type { DatabaseHandle } from '../../src/server/db/open';

/** Which starting point a test database has. */
export type TemplateKind = keyof PgliteTemplates;

/** Opens a fresh database of one engine from a template; close it in afterAll. */
export type OpenDatabase = (kind?: TemplateKind) => Promise<DatabaseHandle>;

function templates(): PgliteTemplates {
  const provided = inject('pgliteTemplates');
  if (!provided) throw new Error('No database templates: the global setup saw no test file importing test/support/db.');
  return provided;
}

/**
 * A new in-memory PGlite cloned from a template of this run (~0.5 s; ~180 MB each, so open one
 * per test file and close it in afterAll). Default: migrated and seeded with the demo data.
 */
export async function freshPglite(kind: TemplateKind = 'seeded'): Promise<DatabaseHandle> {
  const dump = await readFile(templates()[kind]);
  return pgliteHandle(await createPglite({ loadDataDir: new Blob([new Uint8Array(dump)]) }));
}

/** Whether this run has a PostgreSQL cluster. */
export function postgresAvailable(): boolean {
  return inject('postgres') !== null;
}

/**
 * A new database on the run's PostgreSQL 15 cluster: empty ('blank'), a copy of the migrated
 * template, or migrated plus the demo seed. Closing it also drops it.
 */
export async function freshPostgres(kind: TemplateKind = 'seeded'): Promise<DatabaseHandle> {
  const cluster = inject('postgres');
  if (!cluster) throw new Error(`No PostgreSQL for this run: ${inject('postgresSkipReason')}`);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  try {
    await admin.query(kind === 'blank' ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${cluster.migratedTemplate}`);
  } finally {
    await admin.end();
  }
  const handle = postgresHandle(cluster.adminUrl.replace(/\/postgres$/, `/${name}`), { max: 20 });
  if (kind === 'seeded') await seedIfEmpty(handle.db, { oldPortalUrl: TEMPLATE_OLD_PORTAL_URL });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: cluster.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.end());
    },
  };
}

/**
 * Declares the same suite for PGlite and for PostgreSQL 15, so repository code is proven on both
 * engines. The PostgreSQL variant is skipped (with the reason in its name) when the run has no
 * cluster; in CI a missing cluster already failed the global setup.
 */
export function forEachDatabase(name: string, suite: (open: OpenDatabase, engine: 'pglite' | 'postgres') => void): void {
  describe(`${name} [PGlite]`, () => suite(freshPglite, 'pglite'));
  const skipReason = inject('postgresSkipReason');
  describe.skipIf(!postgresAvailable())(`${name} [PostgreSQL 15${skipReason ? `: skipped, ${skipReason}` : ''}]`, () =>
    suite(freshPostgres, 'postgres'),
  );
}
