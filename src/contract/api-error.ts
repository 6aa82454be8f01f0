import * as z from 'zod/mini';
import { CalendarEntryTypes } from '../domain/enumerations';

/** What a refused booking clashes with (409 dates_unavailable): type and nights [from, to) of the stay there. */
export const DateClash = z.object({
  type: z.enum(CalendarEntryTypes),
  from: z.string(),
  to: z.string(),
  reservationId: z.nullable(z.string()),
});
export type DateClash = z.infer<typeof DateClash>;

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
  'dates_unavailable',
  'idempotency_key_reused',
  'renewal_not_open',
  'password_too_weak',
  'password_common',
  /** The new password is the owner number or the service's name with small additions. */
  'password_personal',
  'password_mismatch',
  /** A password reset to the password the account has now (a change refuses it the same way). */
  'password_unchanged',
  /** The mobile number or e-mail address given is already the account's own: nothing to change or confirm. */
  'already_yours',
  /** The account must set a new password first: only the profile, the password change and logout answer. */
  'password_change_required',
  /** Too many wrong second-factor codes: no more codes are sent or checked for this account until support clears it. */
  'second_factor_locked',
  'internal',
  'database_unavailable',
  /** No provider can send this channel's messages (no SMS provider configured): codes cannot reach the person this way now. */
  'delivery_unavailable',
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
  /** Names a failed request (500, 503) in the server's log line about it: quote it in a report. */
  errorId: z.optional(z.string()),
  /** 409 dates_unavailable: the stay the requested dates clash with. */
  clash: z.optional(DateClash),
});
export type ApiError = z.infer<typeof ApiError>;

