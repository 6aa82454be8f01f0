import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ConnectivitySignal } from '../../ports/connectivity';

export type OfflineStatusEvent = ConnectivitySignal | { type: 'notice.dismiss' };

export interface OfflineStatusContext {
  /** When the oldest offline copy on screen was fetched (ISO instant); null while none is shown. */
  readonly asOf: string | null;
  /** A change was refused for want of a connection (and not queued). */
  readonly writeRefused: boolean;
}

const cleared: OfflineStatusContext = { asOf: null, writeRefused: false };

/** The earlier of two ISO instants (the oldest copy is what the owner must know about). */
const older = (a: string | null, b: string) => (a !== null && Date.parse(a) <= Date.parse(b) ? a : b);

/**
 * Whether the portal is showing offline copies (issue 16): an answer from the service worker's
 * copy, a lost connection or a refused change makes it offline, showing as of when the oldest copy
 * was fetched; a fresh answer or the connection coming back refreshes every query (so no copy
 * stays on screen) and makes it online again.
 */
export const offlineStatusMachine = setup({
  types: { context: {} as OfflineStatusContext, events: {} as OfflineStatusEvent },
  actors: {
    signals: fromCallback<OfflineStatusEvent>(() => () => {}),
    refreshAll: fromPromise<void>(async () => {}),
  },
}).createMachine({
  id: 'offlineStatus',
  context: cleared,
  initial: 'online',
  invoke: { id: 'signals', src: 'signals' },
  states: {
    online: {
      on: {
        'copy.shown': { target: 'offline', actions: assign({ asOf: ({ event }) => event.fetchedAt }) },
        'network.lost': 'offline',
        'write.refused': { target: 'offline', actions: assign({ writeRefused: true }) },
      },
    },
    offline: {
      on: {
        'copy.shown': { actions: assign({ asOf: ({ context, event }) => older(context.asOf, event.fetchedAt) }) },
        'write.refused': { actions: assign({ writeRefused: true }) },
        'notice.dismiss': { actions: assign({ writeRefused: false }) },
        'answer.fresh': 'refreshing',
        'network.back': 'refreshing',
      },
    },
    refreshing: {
      description: 'Back online: every query is fetched again, replacing the copies.',
      entry: assign(cleared),
      invoke: { id: 'refreshAll', src: 'refreshAll', onDone: 'online', onError: 'online' },
      on: {
        'copy.shown': { target: 'offline', actions: assign({ asOf: ({ event }) => event.fetchedAt }) },
        'network.lost': 'offline',
        'write.refused': { target: 'offline', actions: assign({ writeRefused: true }) },
      },
    },
  },
});
