import { assign, fromPromise, not, setup } from 'xstate';
import { pullDistance, shouldRefresh } from '../../domain/pull-to-refresh';

export type PullToRefreshEvent =
  /** A finger touches the screen; `atTop`: the page is scrolled to its top. */
  | { type: 'touch.start'; y: number; atTop: boolean }
  | { type: 'touch.move'; y: number }
  | { type: 'touch.end' };

export interface PullToRefreshContext {
  readonly startY: number;
  /** The indicator's distance (px, damped, at most 80). */
  readonly distance: number;
}


/**
 * Pull-to-refresh on touch screens (spec 4 and 9): pending, pulling, releasing (past the threshold:
 * 60 px, 75 px in the iOS installed app), refreshing. Only a pull that starts at the top of the
 * page counts; letting go before the threshold does nothing. What a refresh does (the page's
 * queries, or a guarded reload in the iOS app) is the provider's `refresh`.
 */
export const pullToRefreshMachine = setup({
  types: { context: {} as PullToRefreshContext, events: {} as PullToRefreshEvent },
  actors: { refresh: fromPromise<void>(async () => {}) },
  actions: {
    reset: assign({ startY: 0, distance: 0 }),
    follow: assign({ distance: ({ context, event }) => pullDistance((event.type === 'touch.move' ? event.y : context.startY) - context.startY) }),
  },
  guards: {
    atTop: ({ event }) => event.type === 'touch.start' && event.atTop,
    /** Overridden by the provider with the iOS installed app's 75 px. */
    pastThreshold: ({ context }) => shouldRefresh(context.distance, { iosPwa: false }),
  },
}).createMachine({
  id: 'pullToRefresh',
  context: { startY: 0, distance: 0 },
  initial: 'pending',
  states: {
    pending: {
      on: { 'touch.start': { guard: 'atTop', target: 'pulling', actions: assign({ startY: ({ event }) => event.y, distance: 0 }) } },
    },
    pulling: {
      on: {
        'touch.move': { actions: 'follow' },
        'touch.end': { target: 'pending', actions: 'reset' },
      },
      always: { guard: 'pastThreshold', target: 'releasing' },
    },
    releasing: {
      description: 'Past the threshold: letting go refreshes.',
      on: {
        'touch.move': { actions: 'follow' },
        'touch.end': 'refreshing',
      },
      // Back under the threshold before letting go: no refresh.
      always: { guard: not('pastThreshold'), target: 'pulling' },
    },
    refreshing: {
      invoke: { id: 'refresh', src: 'refresh', onDone: { target: 'pending', actions: 'reset' }, onError: { target: 'pending', actions: 'reset' } },
    },
  },
});
