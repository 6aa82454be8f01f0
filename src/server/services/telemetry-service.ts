import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ErrorReport, TelemetryBatch } from '../../contract/telemetry';
import { errorFingerprint } from '../../domain/error-report';
import type { Database } from '../db/schema';
import { recordErrorReport } from '../repositories/error-reports-repository';
import { insertTelemetry, type ReplayRow, type StatisticRow } from '../repositories/telemetry-repository';
import type { Clock } from './clock';
import type { RateLimiter } from './rate-limiter';

/** Batches one visit may send per minute (a batch goes out every few seconds at most). */
export const TELEMETRY_BATCHES_PER_SESSION_MINUTE = 60;

/** Statistics sent with consent, and error reports: stored on the portal's own database only. */
export class TelemetryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  /** Stores a batch; a visit sending more than its share per minute gets 429. */
  async record(batch: TelemetryBatch): Promise<void> {
    await this.limiter.hit(`telemetry:session:${batch.sessionId}`, { max: TELEMETRY_BATCHES_PER_SESSION_MINUTE, windowMs: 60_000 });
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
}
