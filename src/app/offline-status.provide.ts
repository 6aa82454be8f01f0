import type { QueryClient } from '@tanstack/react-query';
import { fromCallback, fromPromise } from 'xstate';
import { type OfflineStatusEvent, offlineStatusMachine } from '../features/offline/offline-status.machine';
import { connectivityPort } from '../ports/connectivity';
import type { Wiring } from './use-provided-actor';

/** The offline status over the connectivity signals; back online, every query of the visit is fetched again. */
export function provideOfflineStatus({ ports }: Wiring, { queryClient }: { queryClient: QueryClient }) {
  const connectivity = ports.get(connectivityPort);
  return offlineStatusMachine.provide({
    actors: {
      signals: fromCallback<OfflineStatusEvent>(({ sendBack }) => connectivity.subscribe(sendBack)),
      refreshAll: fromPromise(() => queryClient.invalidateQueries()),
    },
  });
}
