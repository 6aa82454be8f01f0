import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createApp, loggerOptions } from './app';
import type { Config } from './config';
import { prepareDatabase } from './db/prepare';
import type { DatabaseHandle } from './db/typed-database';
import { demoLoginsTable } from './demo/logins-table';
import { readableLogStream } from './readable-log';

/** How long after listening a reopened PGlite database gets its VACUUM ANALYZE. */
const VACUUM_AFTER_START_MS = 10_000;

/**
 * The server once its database is opening (main.ts): migrate and (first demo start) seed the
 * database, listen, and shut down cleanly on SIGINT/SIGTERM.
 */
export async function serve(config: Config, opening: Promise<DatabaseHandle>): Promise<void> {
  const database = await opening;
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

  const { seeded } = await prepareDatabase(database, config);
  // A person at a terminal reads lines next to the banner; anything else (a log collector) gets JSON.
  const logger = loggerOptions(config, process.stdout.isTTY ? readableLogStream(process.stdout) : undefined);
  app = await createApp({ config, db: database.db, ...(database.writes ? { writes: database.writes } : {}), logger });
  if (config.demoMode) app.log.warn('demo mode is on: login codes are published at /_demo/mailbox');
  if (seeded) app.log.info({ seeded }, 'demo data created');
  if (!config.demoMode && !config.smtp) app.log.warn('SMTP_URL is not set: no e-mail can be sent (sign-in codes to e-mail owners fail with delivery_unavailable)');
  if (!config.demoMode && !config.sms) app.log.warn('SMS_PROVIDER is not set: no text message can be sent (sign-in codes to text-message owners fail with delivery_unavailable)');
  await app.listen({ port: config.port, host: config.host });
  // PGlite has no autovacuum: refresh the statistics and the visibility map (index-only counts of
  // the reservation pages need it) at every start, a while after listening: PGlite runs one query at
  // a time, and the first requests (a health check, an owner's page) would wait ~1 s behind it.
  if (database.kind === 'pglite' && !seeded) {
    const vacuum = () => void sql`VACUUM ANALYZE`.execute(database.db).catch((error: unknown) => app?.log.warn({ err: error }, 'VACUUM ANALYZE failed'));
    setTimeout(vacuum, VACUUM_AFTER_START_MS).unref();
  }

  const lines = [
    '',
    `Owner Portal is running at ${config.publicUrl}`,
    `  database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.demoMode) {
    lines.push(
      '  DEMO MODE is on (npm start / --demo / DEMO_MODE=true): demo data, and every login code is readable by anyone',
      `  at ${config.publicUrl}/_demo/mailbox. Never run it with real accounts; production starts without --demo.`,
      '',
      demoLoginsTable(),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
