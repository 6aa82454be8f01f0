import { assign, fromPromise, setup } from 'xstate';

export interface PushStatus {
  supported: boolean;
  permission: 'granted' | 'denied' | 'default';
  subscribed: boolean;
}

/**
 * Notifications on this device (web push). Push needs the permission and a service worker
 * (spec 4); a denied permission can only be undone in the browser's settings, which the view
 * explains. Actors `status`, `subscribe`, `unsubscribe` are provided by the app.
 */
export const pushMachine = setup({
  types: {
    context: {} as { failed: boolean },
    events: {} as { type: 'push.enable' } | { type: 'push.disable' } | { type: 'push.recheck' },
  },
  actors: {
    status: fromPromise<PushStatus>(() => Promise.reject(new Error('status not provided'))),
    subscribe: fromPromise<'subscribed' | 'denied'>(() => Promise.reject(new Error('subscribe not provided'))),
    unsubscribe: fromPromise<void>(() => Promise.reject(new Error('unsubscribe not provided'))),
  },
  guards: {
    unsupported: (_, s: PushStatus) => !s.supported,
    denied: (_, s: PushStatus) => s.permission === 'denied',
    subscribed: (_, s: PushStatus) => s.subscribed && s.permission === 'granted',
  },
}).createMachine({
  id: 'push',
  context: { failed: false },
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'status',
        src: 'status',
        onDone: [
          { guard: { type: 'unsupported', params: ({ event }) => event.output }, target: 'unsupported' },
          { guard: { type: 'denied', params: ({ event }) => event.output }, target: 'denied' },
          { guard: { type: 'subscribed', params: ({ event }) => event.output }, target: 'on' },
          { target: 'off' },
        ],
        onError: 'unsupported',
      },
    },
    unsupported: {},
    denied: { on: { 'push.recheck': 'checking' } },
    off: { on: { 'push.enable': { target: 'subscribing', actions: assign({ failed: false }) } } },
    subscribing: {
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        onDone: [{ guard: ({ event }) => event.output === 'denied', target: 'denied' }, { target: 'on' }],
        onError: { target: 'off', actions: assign({ failed: true }) },
      },
    },
    on: { on: { 'push.disable': { target: 'unsubscribing', actions: assign({ failed: false }) } } },
    unsubscribing: {
      tags: ['busy'],
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        onDone: 'off',
        onError: { target: 'on', actions: assign({ failed: true }) },
      },
    },
  },
});
