import { assign, fromPromise, setup } from 'xstate';
import type { Profile, TaxLegalData } from '../contract/profile';
import { afterLoginTarget } from '../domain/after-login';
import { loginMachine } from '../features/login/login.machine';
import { LOGIN_PATH } from './paths';

export interface SessionContext {
  profile: Profile | null;
  /** True from the two-factor page until the visitor leaves /tax-id (spec 2, /tax-id rule). */
  cameFromTwoFactor: boolean;
  /** Where to go once the session is established (the login page's rdu). */
  returnTo: string | null;
  /** The session began with a sign-in in this visit (not a page load): the passkey prompt may show. */
  signedInNow: boolean;
}

export type SessionEvent =
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.retry' }
  | { type: 'profile.changed' }
  | { type: 'password.changed' }
  | { type: 'taxId.left' };

const toLogin = { type: 'goTo', params: { to: LOGIN_PATH } } as const;

export interface SessionInput {
  /** The profile the server rendered the page's first view for: the visit starts signed in, without asking. */
  profile: Profile | null;
}

/**
 * The visitor's session. While anonymous, the login flow runs as a child actor, already during
 * the check at start, so guest pages can show at once. A session comes from that check or from
 * the login flow; it ends by logout or any 401.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, input: {} as SessionInput },
  actors: {
    loadProfile: fromPromise<Profile | null>(() => Promise.reject(new Error('loadProfile not provided'))),
    loadAccount: fromPromise<{ profile: Profile; taxLegalData: TaxLegalData }>(() => Promise.reject(new Error('loadAccount not provided'))),
    logout: fromPromise<void>(() => Promise.reject(new Error('logout not provided'))),
    loginFlow: loginMachine,
  },
  actions: {
    goTo: (_, _params: { to: string }) => {},
  },
  guards: {
    hasProfile: (_, profile: Profile | null) => profile !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ profile: input.profile, cameFromTwoFactor: false, returnTo: null, signedInNow: false }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: { type: 'hasProfile', params: ({ context }) => context.profile }, target: 'loggedIn' }, { target: 'anonymous' }],
    },
    anonymous: {
      entry: assign({ profile: null, cameFromTwoFactor: false, signedInNow: false }),
      invoke: {
        id: 'loginFlow',
        src: 'loginFlow',
        onDone: { target: 'establishing', actions: assign({ returnTo: ({ event }) => event.output.returnTo }) },
      },
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            onDone: [
              {
                guard: { type: 'hasProfile', params: ({ event }) => event.output },
                target: '#session.loggedIn',
                actions: assign({ profile: ({ event }) => event.output }),
              },
              { target: 'signedOut' },
            ],
            onError: 'unavailable',
          },
        },
        signedOut: {},
        unavailable: {
          description: 'The server could not be reached at start; the shell offers a retry.',
          on: { 'session.retry': 'checking' },
        },
      },
    },
    establishing: {
      tags: ['busy'],
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: {
          target: 'loggedIn',
          actions: [
            assign(({ event }) => ({ profile: event.output.profile })),
            {
              type: 'goTo',
              params: ({ context, event }) => ({ to: afterLoginTarget(event.output.profile, event.output.taxLegalData, context.returnTo) }),
            },
            assign({ cameFromTwoFactor: true, returnTo: null, signedInNow: true }),
          ],
        },
        onError: { target: 'anonymous.signedOut', actions: toLogin },
      },
    },
    loggedIn: {
      on: {
        'session.logout': 'loggingOut',
        'session.expired': { target: 'anonymous.signedOut', actions: toLogin },
        'profile.changed': 'refreshing',
        'password.changed': 'establishing',
        'taxId.left': { actions: assign({ cameFromTwoFactor: false }) },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshProfile',
        src: 'loadProfile',
        onDone: [
          { guard: { type: 'hasProfile', params: ({ event }) => event.output }, target: 'loggedIn', actions: assign({ profile: ({ event }) => event.output }) },
          { target: 'anonymous.signedOut', actions: toLogin },
        ],
        onError: 'loggedIn',
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'anonymous.signedOut', actions: toLogin },
        onError: { target: 'anonymous.signedOut', actions: toLogin },
      },
    },
  },
});
