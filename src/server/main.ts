import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { type DatabaseHandle, openDatabase } from './db/open';
import { demoLoginsTable } from './demo/logins-table';
import { seedIfEmpty } from './demo/seed';
import { vapidKeysOf } from './services/vapid-keys';

/**
 * Entry point (bundled to dist/server/main.mjs): read the configuration, open and migrate the
 * database, seed demo data on the first demo start, listen, and shut down cleanly on SIGINT/SIGTERM.
 */
async function start(config: Config): Promise<void> {
  const database: DatabaseHandle = await openDatabase(config);
  let app: FastifyInstance | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    // A second signal while stopping means "now".
    if (stopping) process.exit(1);
    stopping = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      await app?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await migrateToLatest(database.db);
  const seeded = config.demoMode ? await seedIfEmpty(database.db, { oldPortalUrl: config.oldPortalUrl }) : null;
  // Web push keys are made on the first start, so every instance and restart signs with the same key.
  await vapidKeysOf(database.db);
  // Statistics (and the visibility map index-only counts use) let the planner pick the indexes;
  // autovacuum would gather them only later, so a fresh seed gets them at once.
  if (seeded) await sql`VACUUM ANALYZE`.execute(database.db);
  app = await createApp({ config, db: database.db });
  if (seeded) app.log.info({ seeded }, 'demo data created');
  if (!config.demoMode && !config.smtp) app.log.warn('SMTP_URL is not set: second-factor codes cannot be sent outside demo mode');
  await app.listen({ port: config.port, host: config.host });
  // PGlite has no autovacuum: refresh the statistics and the visibility map (index-only counts of
  // the reservation pages need it) at every start, after listening so the start is not delayed.
  if (database.kind === 'pglite' && !seeded) {
    sql`VACUUM ANALYZE`.execute(database.db).catch((error: unknown) => app?.log.warn({ err: error }, 'VACUUM ANALYZE failed'));
  }

  const lines = [
    '',
    `Owner Portal is running at ${config.publicUrl}`,
    `  database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.demoMode) {
    lines.push(`  demo mode: codes arrive in the mailbox at ${config.publicUrl}/_demo/mailbox`, '', demoLoginsTable());
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Owner Portal failed to start:', error);
  }
  process.exit(1);
}
