import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { servedByWorker } from '../adapters/service-worker';
import type { FirstViewState } from '../contract/first-view';

/**
 * The service worker keeps offline copies of the app's own reads (issue 16), once the profile has
 * said whose they are; a page that came with its data from the server read nothing, so when the
 * worker serves the page, the profile and then the page's reads are asked once more, when the
 * browser is idle, for the worker to keep them.
 */
export function useFirstViewOfflineCopies(queries: QueryClient, firstView: FirstViewState | null | undefined, profile: () => Promise<unknown>): void {
  useEffect(() => {
    if (!firstView || !servedByWorker()) return;
    const again = () => {
      void profile()
        .then(() => Promise.all(firstView.queries.map(({ key }) => queries.refetchQueries({ queryKey: key, exact: true }))))
        .catch(() => undefined);
    };
    if (typeof requestIdleCallback !== 'function') return void setTimeout(again, 1000);
    const idle = requestIdleCallback(again, { timeout: 1000 });
    return () => cancelIdleCallback(idle);
  }, [queries, firstView, profile]);
}
