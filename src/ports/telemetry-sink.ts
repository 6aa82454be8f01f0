import type { ErrorReport, TelemetryBatch } from '../contract/telemetry';
import { portKey } from './port-key';

/** Where statistics and error reports go: the portal's own server, never a third party. */
export interface TelemetrySink {
  /** Sends one batch of statistics; `leaving` when the page is being hidden (the request must outlive it). */
  send(batch: TelemetryBatch, options?: { leaving?: boolean }): Promise<void>;
  report(error: ErrorReport): Promise<void>;
}

/** The key the app binds the TelemetrySink adapter to. */
export const telemetryPort = portKey<TelemetrySink>('telemetry');
