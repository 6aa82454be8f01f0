import * as z from 'zod/mini';
import { SCROLL_DEPTH_THRESHOLDS } from '../domain/constants';
import { isReportedStatus } from '../domain/error-report';
import { SupportedInstant } from './supported-instant';

const path = z.string().check(z.startsWith('/'), z.maxLength(2048));

const depth = z.union(SCROLL_DEPTH_THRESHOLDS.map((threshold) => z.literal(threshold)));

/** One statistic: a page view, a scroll-depth threshold reached, or a slice of session replay (rrweb events). */
export const TelemetryEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pageview'), path, at: SupportedInstant }),
  z.object({ type: z.literal('scroll'), path, depth, at: SupportedInstant }),
  z.object({ type: z.literal('replay'), path, at: SupportedInstant, events: z.array(z.unknown()).check(z.minLength(1), z.maxLength(5000)) }),
]);
export type TelemetryEvent = z.infer<typeof TelemetryEvent>;

/**
 * POST /api/telemetry: statistics collected with consent, batched. `sessionId` names the visit
 * (a random id the page makes; no account, no device identifier).
 */
export const TelemetryBatch = z.object({
  sessionId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  events: z.array(TelemetryEvent).check(z.minLength(1), z.maxLength(500)),
});
export type TelemetryBatch = z.infer<typeof TelemetryBatch>;

/** POST /api/telemetry/errors: an unhandled error or rejection, or a failed call (never a 300–499). */
export const ErrorReport = z.object({
  kind: z.enum(['error', 'rejection', 'http']),
  message: z.string().check(z.minLength(1), z.maxLength(1000)),
  stack: z.optional(z.string().check(z.maxLength(8000))),
  status: z.optional(z.number().check(z.int(), z.gte(0), z.lte(599), z.refine(isReportedStatus))),
  route: path,
  /** The release version and build of the page that failed. */
  release: z.string().check(z.minLength(1), z.maxLength(100)),
  browser: z.string().check(z.maxLength(500)),
});
export type ErrorReport = z.infer<typeof ErrorReport>;
