import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../src/app/query-client';
import { ToastProvider } from '../../../src/ui/toast';
import { renderWithI18n } from '../../support/i18n';

/**
 * Renders a page view as the logged-in area does: the app's query cache, toasts, and a router
 * on an in-memory location (its `history` records every navigation, replaced entries included).
 */
export function renderPage(ui: ReactElement, { path = '/', search = '' }: { path?: string; search?: string } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, searchPath: search, record: true });
  const result = renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location };
}

/** A promise with its resolve and reject exposed, to hold a gateway call open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
