import type { ApiError, ApiErrorCode } from '../../contract/api-error';

/** The contract's error codes; `booking_started` is the 409 of an owner booking that already started. */
export type FailureCode = ApiErrorCode;

/**
 * An expected, client-caused failure of a request: its HTTP status and the contract's error body.
 * Services throw it; the HTTP layer's error handler sends it as is (plus Retry-After for 429).
 */
export class Failure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 429,
    readonly body: ApiError,
  ) {
    super(body.code);
    this.name = 'Failure';
  }

  static badRequest(code: ApiErrorCode, extra: Omit<ApiError, 'code'> = {}): Failure {
    return new Failure(400, { code, ...extra });
  }

  static unauthorized(code: ApiErrorCode, extra: Omit<ApiError, 'code'> = {}): Failure {
    return new Failure(401, { code, ...extra });
  }

  /** Missing permission (`forbidden`), or a more specific reason the client explains. */
  static forbidden(code: 'forbidden' | 'password_change_required' | 'second_factor_locked' = 'forbidden'): Failure {
    return new Failure(403, { code });
  }

  /** Also the answer for another account's object, so ids of others cannot be probed. */
  static notFound(): Failure {
    return new Failure(404, { code: 'not_found' });
  }

  /** The request is valid but the object's state does not allow it. */
  static conflict(code: FailureCode, extra: Omit<ApiError, 'code'> = {}): Failure {
    return new Failure(409, { code, ...extra });
  }

  /** A single-use link (password reset, e-mail confirmation) that is used, expired or unknown. */
  static gone(): Failure {
    return new Failure(410, { code: 'link_expired' });
  }

  /** `retryAfter` in whole seconds (at least 1), sent in the body and as Retry-After. */
  static tooManyRequests(retryAfter: number): Failure {
    return new Failure(429, { code: 'too_many_requests', retryAfter: Math.max(1, Math.ceil(retryAfter)) });
  }
}
