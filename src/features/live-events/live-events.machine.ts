import { assign, fromCallback, setup } from 'xstate';
import { EVENTS_RECONNECT_MS } from '../../domain/constants';

export type LiveEventsEvent =
  | { type: 'session.in' }
  | { type: 'session.out' }
  | { type: 'route.changed' }
  | { type: 'stream.notification'; id: string }
  | { type: 'stream.resync' }
  | { type: 'stream.error' }
  | { type: 'stream.unauthorized' };

/**
 * The server-sent event stream (spec 4, "Live events stream"): open while logged in; a
 * `notification` event runs `notify`; on an error the stream closes and reopens after 5 s if
 * still logged in; logout closes it; a route change after login reopens it.
 * Events can be missed: while this stream was closed, or while the server's link to the other
 * instances was down (it then sends `resync`). Both run `refetch`, which marks every list stale.
 * A stream refused with 401 means the session ended elsewhere: `expire` logs the owner out.
 * The `stream` actor (provided by the app) opens the stream and reports its events.
 */
export const liveEventsMachine = setup({
  types: { context: {} as { loggedIn: boolean }, events: {} as LiveEventsEvent },
  actors: {
    stream: fromCallback<LiveEventsEvent>(() => () => {}),
  },
  actions: { notify: (_, _params: { id: string }) => {}, refetch: () => {}, expire: () => {} },
  guards: { loggedIn: ({ context }) => context.loggedIn },
}).createMachine({
  id: 'liveEvents',
  context: { loggedIn: false },
  initial: 'closed',
  on: {
    'session.out': { target: '.closed', actions: assign({ loggedIn: false }) },
  },
  states: {
    closed: {
      on: {
        'session.in': { target: 'open', actions: assign({ loggedIn: true }) },
        'route.changed': { guard: 'loggedIn', target: 'open' },
      },
    },
    open: {
      invoke: { id: 'stream', src: 'stream' },
      on: {
        'stream.notification': { actions: { type: 'notify', params: ({ event }) => ({ id: event.id }) } },
        'stream.resync': { actions: 'refetch' },
        'stream.error': 'waiting',
        'stream.unauthorized': { target: 'closed', actions: [assign({ loggedIn: false }), 'expire'] },
      },
    },
    waiting: {
      description: 'The stream failed and is closed; it reopens after 5 s while logged in.',
      after: { [EVENTS_RECONNECT_MS]: [{ guard: 'loggedIn', target: 'open', actions: 'refetch' }, { target: 'closed' }] },
    },
  },
});
