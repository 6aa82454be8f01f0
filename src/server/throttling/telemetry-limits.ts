// What visitors may send to /api/telemetry (statistics) and /api/telemetry/errors: per IP before
// the body is read (telemetry-routes.ts, counters of their own so they do not use up the IP's
// allowance for signing in), per visit, and for everyone together per day (telemetry-service.ts).
// Beyond any of them: 429 too_many_requests with Retry-After.

/** Requests per minute and IP address: statistics batches, and error reports. */
export const TELEMETRY_PER_IP_MINUTE = 120;
export const ERRORS_PER_IP_MINUTE = 30;

/** Batches one visit may send per minute (a batch goes out every few seconds at most). */
export const TELEMETRY_BATCHES_PER_SESSION_MINUTE = 60;

/**
 * What all visitors together may store per day (counted in the database, so across instances):
 * 200 MB of statistics and 5,000 error reports. Beyond it 429 with Retry-After until the day ends.
 */
export const TELEMETRY_DAILY_BYTES = 200 * 1024 * 1024;
export const ERROR_REPORTS_PER_DAY = 5_000;
