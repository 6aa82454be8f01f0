import * as z from 'zod/mini';

/** Error codes the server sends; the client has a translated message for each. */
export const ApiErrorCodes = [
  'invalid_request',
  'invalid_credentials',
  'invalid_code',
  'code_expired',
  'no_tries_left',
  'login_expired',
  'too_many_requests',
  'unauthenticated',
  'forbidden',
  'not_found',
  'booking_started',
  'password_too_weak',
  'password_common',
  'password_mismatch',
  'internal',
  'step_up_required',
  'link_expired',
  'passkey_rejected',
  'passkey_exists',
] as const;
export type ApiErrorCode = (typeof ApiErrorCodes)[number];

/**
 * The body of every non-2xx answer from `/api/*`. `code` is one of ApiErrorCodes, a stable machine-readable reason
 * the client translates (an unknown code reads as `internal`); `fieldErrors` maps a payload path (dotted) to the codes of its problems.
 */
export const ApiError = z.object({
  code: z.enum(ApiErrorCodes),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** Verification tries left after a failed second-factor attempt. */
  triesLeft: z.optional(z.number()),
  /** Seconds until a throttled request may be retried (also sent as Retry-After). */
  retryAfter: z.optional(z.number()),
});
export type ApiError = z.infer<typeof ApiError>;

