/**
 * The offline copies the service worker keeps (src/sw/sw.ts): the last answers the owner saw for
 * the pages worth reading without signal. Shared by the worker and the client's HTTP adapter.
 */

/** Set by the service worker on an answer served from its copy: when that copy was fetched (ISO instant). */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy-Fetched-At';

/**
 * On a server-rendered page the service worker fetched (its navigation preload): the offline-readable
 * reads the page was rendered from, each URI-encoded, comma-separated, the profile first. The page
 * reads nothing itself, so the worker asks these once the page is there, to keep them.
 */
export const FIRST_VIEW_READS_HEADER = 'X-First-View-Reads';

/** The header's value for `reads` (paths with their queries): the offline-readable ones, each once. */
export function firstViewReadsHeader(reads: readonly string[]): string {
  return [...new Set(reads)]
    .filter((read) => isOfflineReadable(read.split('?')[0] ?? ''))
    .map(encodeURIComponent)
    .join(', ');
}

/** The reads a FIRST_VIEW_READS_HEADER value names: only offline-readable paths of this origin. */
export function firstViewReads(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      try {
        return decodeURIComponent(part.trim());
      } catch {
        return '';
      }
    })
    .filter(isKeptRead);
}

/** A path and query as a URL keeps it (no `..`, no other origin) that the worker keeps. */
function isKeptRead(read: string): boolean {
  const base = 'http://portal.invalid';
  try {
    const url = new URL(read, base);
    return url.origin === base && `${url.pathname}${url.search}` === read && isOfflineReadable(url.pathname);
  } catch {
    return false;
  }
}

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
