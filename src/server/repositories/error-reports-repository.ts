import { sql } from 'kysely';
import type { ErrorReportsTable } from '../db/schema';
import type { Executor } from './executor';

export type ErrorReportRow = Omit<ErrorReportsTable, 'count' | 'firstSeen' | 'lastSeen'>;

/**
 * Counts one occurrence of an error: the first one stores it, later ones raise the count and keep
 * the latest route, browser and time (one statement, so parallel reports all count).
 */
export async function recordErrorReport(db: Executor, report: ErrorReportRow, at: Date): Promise<void> {
  await db
    .insertInto('errorReports')
    .values({ ...report, count: 1, firstSeen: at, lastSeen: at })
    .onConflict((oc) =>
      oc.column('fingerprint').doUpdateSet({
        count: sql<number>`error_reports.count + 1`,
        route: report.route,
        browser: report.browser,
        lastSeen: sql<Date>`greatest(error_reports.last_seen, ${at})`,
      }),
    )
    .execute();
}

/** The errors seen most recently first. */
export async function latestErrorReports(db: Executor, limit: number) {
  return db
    .selectFrom('errorReports')
    .select(['fingerprint', 'kind', 'message', 'status', 'route', 'release', 'browser', 'count', 'firstSeen', 'lastSeen'])
    .orderBy('lastSeen', 'desc')
    .orderBy('fingerprint')
    .limit(limit)
    .execute();
}

/** Forgets errors not seen since `before` (the retention period). */
export async function deleteErrorReportsBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('errorReports').where('lastSeen', '<', before).execute();
}
