/**
 * The offline copies the service worker keeps (src/sw/sw.ts): the last answers the owner saw for
 * the pages worth reading without signal. Shared by the worker and the client's HTTP adapter.
 */

/** Set by the service worker on an answer served from its copy: when that copy was fetched (ISO instant). */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy-Fetched-At';

/**
 * GET endpoints whose last answer is kept: the session's profile and tax data (the app needs them
 * to open), the overview, the reservations (lists and details), the calendar and the inbox.
 */
const READABLE = [
  /^\/api\/profile$/,
  /^\/api\/tax-legal-data$/,
  /^\/api\/dashboard$/,
  /^\/api\/accommodations$/,
  /^\/api\/reservations$/,
  /^\/api\/reservations\/[^/]+$/,
  /^\/api\/calendar(?:\/[^/]+)?$/,
  /^\/api\/inbox\/(?:notifications|status)$/,
];

/** Whether a GET of this path may be answered from the offline copy when there is no network. */
export function isOfflineReadable(pathname: string): boolean {
  return READABLE.some((pattern) => pattern.test(pathname));
}

/**
 * Requests after which no copy may be kept: signing in (whoever signs in next must not see the
 * previous owner's copies on a shared phone) and signing out.
 */
export function endsOfflineCopies(method: string, pathname: string): boolean {
  return method === 'POST' && /^\/api\/(?:login(?:\/verify)?|passkeys\/login\/verify|logout)$/.test(pathname);
}
