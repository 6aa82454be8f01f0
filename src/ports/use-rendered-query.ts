import { useDeferredValue } from 'react';

/**
 * A page's main query as the page renders it: the answer that swaps its skeleton for its content
 * renders as a transition, in slices. TanStack Query tells React of an answer through an external
 * store, whose updates React renders at once: the overview's was one task of 40–55 ms, a home's
 * month 39 ms (several times that on a phone) where the installed app renders a page without
 * server HTML. The result lags the query's key for a moment, so a view that tells the key's own
 * answer from the last one's (the timeline, by `isPlaceholderData`) reads the query directly.
 */
export function useRenderedQuery<Result>(result: Result): Result {
  return useDeferredValue(result);
}
