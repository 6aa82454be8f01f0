import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ErrorReport, TelemetryBatch } from '../../contract/telemetry';
import { errorFingerprint } from '../../domain/error-report';
import type { Database } from '../db/schema';
import { deleteErrorReportsBefore, recordErrorReport } from '../repositories/error-reports-repository';
import { deleteTelemetryBefore, insertTelemetry, type ReplayRow, type StatisticRow } from '../repositories/telemetry-repository';
import type { Clock } from './clock';
import type { RateLimiter } from '../throttling/rate-limiter';
import { ERROR_REPORTS_PER_DAY, TELEMETRY_BATCHES_PER_SESSION_MINUTE, TELEMETRY_DAILY_BYTES } from '../throttling/telemetry-limits';

/** Statistics and error reports are kept 30 days. */
export const TELEMETRY_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** How often expired statistics and error reports are looked for, whether or not new ones arrive. */
export const RETENTION_SWEEP_MS = 6 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Statistics sent with consent, and error reports: stored on the portal's own database only, within
 * a global daily quota; what is older than the retention period is deleted by `forgetExpired`
 * (at start and every RETENTION_SWEEP_MS, telemetry-routes.ts).
 */
export class TelemetryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  /** Stores a batch; a visit sending more than its share per minute gets 429. */
  async record(batch: TelemetryBatch): Promise<void> {
    await this.limiter.hit(`telemetry:session:${batch.sessionId}`, { max: TELEMETRY_BATCHES_PER_SESSION_MINUTE, windowMs: 60_000 });
    await this.limiter.count('telemetry:day', { max: TELEMETRY_DAILY_BYTES, windowMs: DAY_MS }, JSON.stringify(batch).length);
    const receivedAt = this.clock.now();
    const statistics: StatisticRow[] = [];
    const replays: ReplayRow[] = [];
    for (const event of batch.events) {
      const common = { sessionId: batch.sessionId, path: event.path, occurredAt: new Date(event.at), receivedAt };
      if (event.type === 'replay') replays.push({ ...common, events: event.events, bytes: JSON.stringify(event.events).length });
      else statistics.push({ ...common, kind: event.type, depth: event.type === 'scroll' ? event.depth : null });
    }
    await this.db.transaction().execute((trx) => insertTelemetry(trx, statistics, replays));
  }

  /** Counts an error under its fingerprint (the domain's rule, hashed to a fixed length). */
  async reportError(report: ErrorReport): Promise<void> {
    await this.limiter.count('errors:day', { max: ERROR_REPORTS_PER_DAY, windowMs: DAY_MS });
    const fingerprint = createHash('sha256').update(errorFingerprint(report)).digest('base64url');
    await recordErrorReport(
      this.db,
      {
        fingerprint,
        kind: report.kind,
        message: report.message,
        stack: report.stack ?? null,
        status: report.status ?? null,
        route: report.route,
        release: report.release,
        browser: report.browser,
      },
      this.clock.now(),
    );
  }

  /** Deletes the statistics and error reports older than the retention period. */
  async forgetExpired(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - TELEMETRY_RETENTION_MS);
    await deleteTelemetryBefore(this.db, before);
    await deleteErrorReportsBefore(this.db, before);
  }
}
