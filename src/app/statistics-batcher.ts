import type { TelemetryEvent } from '../contract/telemetry';
import { TELEMETRY_MAX_BYTES } from '../contract/telemetry-limits';
import type { ScrollThreshold } from '../domain/scroll-depth';
import type { TelemetrySink } from '../ports/telemetry-sink';

/** How often collected statistics are sent. */
export const FLUSH_INTERVAL_MS = 5_000;
/** Replay slices are cut well below the server's body limit (413 beyond it). */
const SLICE_MAX_BYTES = Math.floor(TELEMETRY_MAX_BYTES / 2);

/**
 * Collects page views, scroll depths and replay events of one visit and sends them in batches
 * every few seconds and when the page is hidden. `stop()` (consent withdrawn, or leaving the app)
 * drops what was not sent yet: nothing collected after it leaves the page.
 */
export class StatisticsBatcher {
  private events: TelemetryEvent[] = [];
  private replay: { path: string; events: unknown[]; bytes: number } | null = null;
  private readonly timer: ReturnType<typeof setInterval>;
  private stopped = false;

  constructor(
    private readonly sink: TelemetrySink,
    private readonly sessionId: string,
    private readonly now: () => Date,
  ) {
    this.timer = setInterval(() => this.flush(), FLUSH_INTERVAL_MS);
    document.addEventListener('visibilitychange', this.onHidden);
  }

  pageView(path: string) {
    this.push({ type: 'pageview', path, at: this.now().toISOString() });
  }

  scrolled(path: string, depth: ScrollThreshold) {
    this.push({ type: 'scroll', path, depth, at: this.now().toISOString() });
  }

  /** One recorded replay event; a new page or a full slice starts the next slice. */
  replayed(path: string, event: unknown) {
    if (this.stopped) return;
    const bytes = JSON.stringify(event).length;
    if (this.replay && (this.replay.path !== path || this.replay.bytes + bytes > SLICE_MAX_BYTES)) this.cutReplay();
    this.replay ??= { path, events: [], bytes: 0 };
    this.replay.events.push(event);
    this.replay.bytes += bytes;
  }

  /** Sends what was collected: statistics with the first replay slice, each further slice alone. */
  flush(leaving = false) {
    if (this.stopped) return;
    this.cutReplay();
    const events = this.events;
    this.events = [];
    let batch: TelemetryEvent[] = [];
    let bytes = 0;
    for (const event of events) {
      const size = JSON.stringify(event).length;
      if (batch.length > 0 && (bytes + size > SLICE_MAX_BYTES || batch.length >= 400)) {
        void this.sink.send({ sessionId: this.sessionId, events: batch }, { leaving });
        batch = [];
        bytes = 0;
      }
      batch.push(event);
      bytes += size;
    }
    if (batch.length > 0) void this.sink.send({ sessionId: this.sessionId, events: batch }, { leaving });
  }

  stop() {
    this.stopped = true;
    this.events = [];
    this.replay = null;
    clearInterval(this.timer);
    document.removeEventListener('visibilitychange', this.onHidden);
  }

  private push(event: TelemetryEvent) {
    if (!this.stopped) this.events.push(event);
  }

  private cutReplay() {
    if (!this.replay) return;
    // A single event larger than a slice (a huge page) cannot be sent: the server would refuse it.
    if (this.replay.bytes <= SLICE_MAX_BYTES) this.events.push({ type: 'replay', path: this.replay.path, at: this.now().toISOString(), events: this.replay.events });
    this.replay = null;
  }

  private readonly onHidden = () => {
    if (document.visibilityState === 'hidden') this.flush(true);
  };
}
