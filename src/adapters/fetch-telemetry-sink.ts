import type { ErrorReport, TelemetryBatch } from '../contract/telemetry';
import type { TelemetrySink } from '../ports/telemetry-sink';

/** Browsers refuse keepalive requests above 64 kB: larger batches are sent as ordinary requests. */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Plain fetch, not the app's ky instance: a report must not log the visitor out on a 401, nor
 * report its own failure as a failed call. Failures are dropped: statistics are not worth a retry.
 */
export class FetchTelemetrySink implements TelemetrySink {
  async send(batch: TelemetryBatch, options: { leaving?: boolean } = {}) {
    await post('/api/telemetry', JSON.stringify(batch), options.leaving ?? false);
  }

  async report(error: ErrorReport) {
    await post('/api/telemetry/errors', JSON.stringify(error), true);
  }
}

async function post(url: string, body: string, keepalive: boolean) {
  try {
    await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: keepalive && body.length <= KEEPALIVE_MAX_BYTES,
    });
  } catch {
    // Offline or leaving: nothing to do.
  }
}
