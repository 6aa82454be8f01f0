import type { RateLimit } from './rate-limiter';

/**
 * Per-account limits of what reaches people or costs the server (issue 21, item 13): each message
 * of the contact form is an e-mail to the service office, each referral a lead someone calls, each
 * forward an e-mail, each "sync now" a fetch. Beyond them: 429 too_many_requests with Retry-After;
 * counted in the database (RateLimiter), so they hold across instances.
 */
export const CONTACT_US_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60_000 };
export const REFERRALS_LIMIT: RateLimit = { max: 10, windowMs: 24 * 60 * 60_000 };
/** Forwards of documents by e-mail: enough for an owner, too few to use the portal as a mailer. */
export const SHARE_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60_000 };
/** "Sync now" of an iCal feed: each sync fetches and expands a feed, so an account may ask this often. */
export const SYNC_NOW_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60_000 };
