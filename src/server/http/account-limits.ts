import type { RateLimit } from '../services/rate-limiter';

/**
 * Per-account limits of the forms that reach people (issue 21, item 13): each message of the
 * contact form is an e-mail to the service office, each referral a lead someone calls. Beyond
 * them: 429 too_many_requests with Retry-After; counted in the database (RateLimiter).
 */
export const CONTACT_US_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60_000 };
export const REFERRALS_LIMIT: RateLimit = { max: 10, windowMs: 24 * 60 * 60_000 };
