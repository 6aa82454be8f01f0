import { useDeferredValue } from 'react';

/**
 * A page's main query as the page renders it: the answer that swaps its skeleton for its content
 * renders as a transition, in slices. TanStack Query tells React of an answer through an external
 * store, whose updates React renders at once: the overview's was one task of 40–55 ms (several
 * times that on a phone) where the installed app renders a page without server HTML.
 */
export function useRenderedQuery<Result>(result: Result): Result {
  return useDeferredValue(result);
}
