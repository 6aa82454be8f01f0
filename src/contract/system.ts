import * as z from 'zod/mini';
import { UiLocales } from '../domain/enumerations';

/** GET /__ftrs: feature flags. `encoded` is the flags as a compact string for error reports. */
export const FeatureFlags = z.object({
  encoded: z.string(),
  features: z.record(z.string(), z.boolean()),
});
export type FeatureFlags = z.infer<typeof FeatureFlags>;

/** GET /api/redirects?path=…: a server-side redirect for a path, or null. */
export const RedirectQuery = z.object({ path: z.string().check(z.startsWith('/'), z.maxLength(2048)) });
export const RedirectLookup = z.object({
  /** A same-origin path or an absolute http(s) URL (then the SPA does a full page load). */
  target: z.nullable(z.string()),
});
export type RedirectLookup = z.infer<typeof RedirectLookup>;

/** GET /build.json: the deployed build, polled by the SPA to notice a new deployment. */
export const BuildManifest = z.object({
  buildId: z.string(),
  builtAt: z.string(),
});
export type BuildManifest = z.infer<typeof BuildManifest>;

/**
 * GET /api/health and GET /api/health/ready: 200 when everything is up, else 503 with the same body
 * naming what is down (`events`: the link that brings other instances' live events). `stopping`:
 * the instance is shutting down and takes no new work (readiness only).
 */
export const Health = z.object({
  database: z.enum(['up', 'down']),
  events: z.enum(['up', 'down']),
  stopping: z.optional(z.literal(true)),
});
export type Health = z.infer<typeof Health>;

/** One message of the demo outbox (GET /api/demo/outbox, newest first). Demo mode only. */
export const OutboxMessage = z.object({
  id: z.string(),
  recipient: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  code: z.nullable(z.string()),
  /** The language the message was written in (one of the ten interface locales). */
  locale: z.enum(UiLocales),
  createdAt: z.string(),
});
export const Outbox = z.array(OutboxMessage);
export type OutboxMessage = z.infer<typeof OutboxMessage>;
