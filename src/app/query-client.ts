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
 * retries (spec 9); notifications and the inbox status set their own stale time.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: staleTimes.default, refetchOnWindowFocus: false, retry: 0 },
      mutations: { retry: 0 },
    },
  });
}
