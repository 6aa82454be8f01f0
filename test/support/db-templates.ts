import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createPglite, pgliteHandle } from '../../src/server/db/open';
import { seedIfEmpty } from '../../src/server/demo/seed';
import type { PgliteTemplates } from './db-context';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, '.tmp', 'pglite');
/** The code a template depends on: migrations, seed and what they import. */
const SOURCES = ['src/server', 'src/domain', 'node_modules/@electric-sql/pglite/package.json'];
/** The redirect target the templates' seed uses. */
export const TEMPLATE_OLD_PORTAL_URL = 'https://old-portal.example.com/';

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** A key that changes whenever anything that shapes the templates changes. */
function sourcesKey(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function dumpTo(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  // Atomic, so a parallel run never reads half a file.
  await rename(partial, file);
}

/**
 * The three PGlite templates of this run (blank, migrated, seeded) as data-dir dumps in
 * .tmp/pglite. They are rebuilt only when the server or domain code changed: building takes
 * seconds, reusing takes nothing, and a clone per test file takes ~0.5 s.
 */
export async function pgliteTemplates(): Promise<PgliteTemplates> {
  const key = sourcesKey();
  const templates = {
    blank: path.join(CACHE, `${key}-blank.tar`),
    migrated: path.join(CACHE, `${key}-migrated.tar`),
    seeded: path.join(CACHE, `${key}-seeded.tar`),
  };
  if (Object.values(templates).every((file) => existsSync(file))) return templates;

  await mkdir(CACHE, { recursive: true });
  const pglite = await createPglite();
  try {
    await dumpTo(pglite, templates.blank);
    const handle = pgliteHandle(pglite);
    await migrateToLatest(handle.db);
    await dumpTo(pglite, templates.migrated);
    await seedIfEmpty(handle.db, { oldPortalUrl: TEMPLATE_OLD_PORTAL_URL });
    await dumpTo(pglite, templates.seeded);
  } finally {
    await pglite.close();
  }
  // Templates of older code (~125 MB a set) go after ten minutes: long enough for a parallel run
  // that still clones them, short enough not to fill the disk while the code keeps changing.
  for (const name of readdirSync(CACHE)) {
    const file = path.join(CACHE, name);
    if (!name.startsWith(key) && Date.now() - statSync(file).mtimeMs > 10 * 60_000) await rm(file, { force: true });
  }
  return templates;
}
