import * as z from 'zod/mini';

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

/** GET /api/health. */
export const Health = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** One message of the demo outbox (GET /api/demo/outbox, newest first). Demo mode only. */
export const OutboxMessage = z.object({
  id: z.string(),
  recipient: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  code: z.nullable(z.string()),
  createdAt: z.string(),
});
export const Outbox = z.array(OutboxMessage);
export type OutboxMessage = z.infer<typeof OutboxMessage>;
