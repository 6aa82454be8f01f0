import type { I18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../src/app/query-client';
import { pageLinksPort } from '../../src/ports/page-links';
import type { PortKey, PortResolver } from '../../src/ports/port-key';
import { PortsContext } from '../../src/ports/use-port';
import { PageOpensContext } from '../../src/ui/page-opens';
import { ToastProvider } from '../../src/ui/toast';
import { renderWithI18n } from './i18n';

/** A port bound for a test: `port(reservationsPort, fakeGateway)`. */
export type PortBinding = readonly [PortKey<unknown>, unknown];

export function port<T>(key: PortKey<T>, implementation: T): PortBinding {
  return [key, implementation];
}

/**
 * A resolver over the given bindings, as an already-fulfilled promise: React's `use` reads it
 * without suspending, so a view renders its first state synchronously as in the app.
 */
export function portsOf(bindings: readonly PortBinding[]): Promise<PortResolver> {
  // Every page exists unless a test binds its own PageLinks.
  const map = new Map<symbol, unknown>([port(pageLinksPort, { opens: () => true }), ...bindings]);
  const resolver: PortResolver = {
    get: <T,>(key: PortKey<T>) => {
      if (!map.has(key)) throw new Error(`no test binding for ${key.description}`);
      return map.get(key) as T;
    },
  };
  return Object.assign(Promise.resolve(resolver), { status: 'fulfilled', value: resolver });
}

/**
 * Renders a page view as the logged-in area does: the given ports, the app's query cache, toasts,
 * and a router on an in-memory location (its `history` records every navigation, replaced entries
 * included).
 */
export function renderPage(
  ui: ReactElement,
  { path = '/', search = '', ports = [], i18n }: { path?: string; search?: string; ports?: readonly PortBinding[]; i18n?: I18n } = {},
) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, searchPath: search, record: true });
  const resolver = portsOf(ports);
  // As the logged-in area does: page links follow the bound PageLinks.
  const pageLinks = (resolver as unknown as { value: PortResolver }).value.get(pageLinksPort);
  const result = renderWithI18n(
    <PortsContext.Provider value={resolver}>
      <PageOpensContext value={(href) => pageLinks.opens(href)}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {ui}
            </Router>
          </ToastProvider>
        </QueryClientProvider>
      </PageOpensContext>
    </PortsContext.Provider>,
    i18n,
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
