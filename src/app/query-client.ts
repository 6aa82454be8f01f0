import { QueryClient } from '@tanstack/react-query';
import { INBOX_STATUS_STALE_MS, NOTIFICATIONS_STALE_MS, QUERY_STALE_MS } from '../domain/constants';

/** Freshness of the specification (section 9): per kind of query, in ms. */
export const staleTimes = {
  default: QUERY_STALE_MS,
  notifications: NOTIFICATIONS_STALE_MS,
  inboxStatus: INBOX_STATUS_STALE_MS,
} as const;

/**
 * The one query cache of the logged-in area: fresh for 5 minutes, no refetch on focus, no
 * retries (spec 9); notifications and the inbox status set their own stale time. Calls go out
 * even when the browser says it is offline (networkMode 'always'): reads then get the service
 * worker's offline copies, and a change fails at once with the offline message instead of
 * being paused and sent later without the owner knowing (issue 16: never queued).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: staleTimes.default, refetchOnWindowFocus: false, retry: 0, networkMode: 'always' },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
