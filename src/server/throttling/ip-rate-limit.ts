import type { onRequestAsyncHookHandler } from 'fastify';
import type { RateLimiter } from './rate-limiter';

/**
 * The per-IP limit of the login, code, password and support routes: `maxPerMinute` requests per
 * address and minute, counted in the database (shared by every instance; see RateLimiter). The
 * address is the socket's, or the client's as the trusted proxies report it (TRUST_PROXY).
 * Beyond it: 429 too_many_requests with Retry-After.
 */
export function ipRateLimit(limiter: RateLimiter, maxPerMinute: number, scope = 'ip'): onRequestAsyncHookHandler {
  // `scope` keeps another form's counter apart from the sign-in routes' (`ip`).
  return async (request) => limiter.hit(`${scope}:${request.ip}`, { max: maxPerMinute, windowMs: 60_000 });
}
