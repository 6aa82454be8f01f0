import type { QueryClient } from '@tanstack/react-query';
import type { AppServices } from './app-context';
import { createQueryClient } from './query-client';

const clients = new WeakMap<AppServices, QueryClient>();

/**
 * The query cache of one App: the browser's whole visit, or one server render (never shared
 * between visitors). A server-rendered page's cache starts with the answers its HTML shows, so its
 * first render equals that HTML and asks nothing again.
 */
export function visitQueryClient(services: AppServices): QueryClient {
  let client = clients.get(services);
  if (!client) {
    client = createQueryClient();
    for (const { key, data, updatedAt } of services.firstView?.queries ?? []) client.setQueryData(key, data, { updatedAt });
    clients.set(services, client);
  }
  return client;
}
