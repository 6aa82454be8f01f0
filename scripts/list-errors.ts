// The body of `npm run errors` (bundled by scripts/errors.mjs): the error reports of the portal's
// database, newest first, with how often each happened, where and in which release.
import { terminalText } from '../src/domain/terminal-text';
import { lockDataDir } from '../src/server/db/data-dir-lock';
import { openDatabase } from '../src/server/db/open-database';
import { latestErrorReports } from '../src/server/repositories/error-reports-repository';

export interface ListOptions {
  databaseUrl: string | null;
  dataDir: string;
  limit: number;
}

type ReportRow = Awaited<ReturnType<typeof latestErrorReports>>[number];

/** One error as lines of text; everything a visitor sent is escaped (terminalText). */
export function formatErrorReport(row: ReportRow): string[] {
  return [
    `${row.lastSeen.toISOString()}  ×${row.count}  ${row.kind}${row.status === null ? '' : ` ${row.status}`}  ${terminalText(row.route)}  release ${terminalText(row.release)}`,
    `    ${terminalText(row.message.split('\n')[0] ?? '')}`,
    `    first ${row.firstSeen.toISOString()} · ${terminalText(row.browser)}`,
  ];
}

/** The report as lines of text (one block per error). */
export async function listErrors({ databaseUrl, dataDir, limit }: ListOptions): Promise<string[]> {
  // The embedded database allows one process at a time: with the server running, this says so.
  const unlock = databaseUrl ? () => {} : await lockDataDir(dataDir);
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const rows = await latestErrorReports(database.db, limit).catch((error: unknown) => {
      // 42P01: the table does not exist, i.e. the server has never started on this database.
      if ((error as { code?: string }).code === '42P01') return null;
      throw error;
    });
    if (rows === null) return ['No error reports: the portal server has not set up this database yet.'];
    if (rows.length === 0) return ['No error reports.'];
    return rows.flatMap((row) => formatErrorReport(row));
  } finally {
    await database.close();
    unlock();
  }
}
