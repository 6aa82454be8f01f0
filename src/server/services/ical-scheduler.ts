import type { Log } from '../log';
import type { Executor } from '../repositories/executor';
import { forgetKeysBefore } from '../repositories/idempotency-repository';
import { addMs, type Clock } from './clock';
import type { IcalSyncService } from './ical-sync-service';

/** How often due feeds are looked for (each feed is due every ICAL_REFRESH_MINUTES). */
const TICK_MS = 60_000;
/** Idempotency keys answer retries for a day. */
const KEY_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * The server's background work for the calendar: refreshing due iCal feeds (every instance takes
 * different ones) and forgetting old idempotency keys. Ticks never overlap; a failed tick is logged.
 */
export class IcalScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly sync: IcalSyncService,
    private readonly log: Log,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
    void this.tick();
  }

  /** One round of work; resolves when it is done (tests call it directly). */
  async tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        await this.sync.syncDue();
        await forgetKeysBefore(this.db, addMs(this.clock.now(), -KEY_LIFETIME_MS));
      } catch (error) {
        this.log.error({ err: error }, 'calendar background work failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Stops ticking and waits for a tick under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
