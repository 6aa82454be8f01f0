import { ConfigError, loadConfig } from './config';
import { DataDirLocked, lockDataDir } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';

/**
 * Entry point (loaded by start.ts, bundled to dist/server/main.mjs, after the Node version check): read the configuration, lock DATA_DIR (PGlite) and
 * start opening the database, then serve (serve.ts). PGlite takes its worker thread a second or
 * more to open; the server's own modules (fastify, routes, services) load on the main thread
 * meanwhile, so this file imports only what opening needs.
 */
try {
  // `--demo` (what `npm start` passes) is DEMO_MODE=true in a form every shell understands.
  const demoFlag = process.argv.slice(2).includes('--demo') ? { DEMO_MODE: 'true' } : {};
  const config = loadConfig({ ...process.env, ...demoFlag });
  // The embedded database belongs to one process: a second one on the same folder would corrupt
  // it. The operating system releases the lock when this process ends, however it ends.
  if (!config.databaseUrl) await lockDataDir(config.dataDir);
  const opening = openDatabase(config);
  // serve() awaits it; until then a failure must not count as unhandled.
  opening.catch(() => {});
  const { serve } = await import('./serve');
  await serve(config, opening);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLocked) {
    console.error(error.message);
  } else {
    console.error('Owner Portal failed to start:', error);
  }
  process.exit(1);
}
