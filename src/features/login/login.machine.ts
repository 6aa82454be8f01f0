import { assign, fromPromise, setup } from 'xstate';
import type { SavedLoginAttempt } from '../../contract/login-attempt';
import type { LoginResponse, ResendResponse, VerifyResponse } from '../../contract/auth';
import { VERIFICATION_TRIES } from '../../domain/constants';
import type { GatewayFailure } from '../../ports/gateway-error';
import { failureOf } from '../../ports/gateway-error';
import { blank, contextOfSavedAttempt, type LoginContext, type LoginEvent, loginProblemOf, type LoginOutput, savedAttemptOf } from './login-context';

/**
 * Password then second-factor code (spec 4, "Login"). Navigation and IO are named actions and
 * actors provided by the app: `login`, `verify`, `resend`, `showTwoFactor`, `showNoFactor`,
 * `showLogin`. An attempt waiting for its code is kept by the app (`rememberAttempt` on each
 * entry to awaitingCode, `forgetAttempt` when it ends), so after a reload /2fa sends it back
 * with `attempt.resume`.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    login: fromPromise<LoginResponse, { userID: string; password: string }>(() => Promise.reject(new Error('login not provided'))),
    verify: fromPromise<VerifyResponse, { token: string; code: string }>(() => Promise.reject(new Error('verify not provided'))),
    resend: fromPromise<ResendResponse, { token: string; userID: string; contactId?: string }>(() =>
      Promise.reject(new Error('resend not provided')),
    ),
    /** Options, the browser's passkey (dialog, or autofill), the server's verification: a session. */
    passkeyLogin: fromPromise<VerifyResponse, { autofill: boolean }>(() => Promise.reject(new Error('passkeyLogin not provided'))),
  },
  actions: {
    showTwoFactor: () => {},
    showNoFactor: () => {},
    showLogin: () => {},
    rememberAttempt: (_, _attempt: SavedLoginAttempt) => {},
    forgetAttempt: () => {},
  },
  guards: {
    hasTriesLeft: ({ context }) => context.triesLeft > 0,
    noFactor: (_, response: LoginResponse) => response.noEmail || response.factorDeliveryMethod === 'NO_FACTOR',
    attemptGone: (_, failure: GatewayFailure) => failure.kind === 'http' && failure.code === 'login_expired',
    /** The person closed the browser's passkey dialog (or another ceremony replaced it): no error to show. */
    passkeyCancelled: ({ event }) => (event as { error?: { problem?: string } }).error?.problem === 'cancelled',
    /** The browser's own refusal (cancelled, unsupported, timed out), as opposed to the server's answer. */
    passkeyRefusedByBrowser: ({ event }) => (event as { error?: { problem?: string } }).error?.problem !== undefined,
    /** No answer from the server (no signal): the watch could not start, and the owner did nothing. */
    serverUnreachable: ({ event }) => failureOf((event as { error?: unknown }).error).kind === 'network',
  },
}).createMachine({
  id: 'login',
  context: blank,
  initial: 'editing',
  output: ({ context }) => ({ returnTo: context.returnTo }),
  states: {
    editing: {
      on: {
        'credentials.submit': {
          target: 'submitting',
          actions: assign(({ event }) => ({ ...blank, userID: event.userID.trim(), returnTo: event.returnTo })),
        },
        'passkey.signIn': { target: 'passkeySigningIn', actions: assign(({ event }) => ({ problem: null, retryAfter: null, returnTo: event.returnTo })) },
        'passkey.autofill': { target: 'watchingAutofill', actions: assign(({ event }) => ({ returnTo: event.returnTo })) },
        'attempt.resume': { target: 'awaitingCode', actions: assign(({ event }) => contextOfSavedAttempt(event.attempt)) },
      },
    },
    watchingAutofill: {
      description: 'The form is shown and a passkey picked from the autofill list signs in.',
      invoke: {
        id: 'passkeyAutofill',
        src: 'passkeyLogin',
        input: { autofill: true },
        onDone: 'verified',
        onError: [
          // A browser that cannot offer passkeys in its autofill refuses the watch on page load: the
          // owner did nothing, so nothing is said. A passkey picked and refused by the server is.
          { guard: 'passkeyRefusedByBrowser', target: 'editing' },
          { guard: 'serverUnreachable', target: 'editing' },
          { target: 'editing', actions: assign({ problem: 'passkey_failed' as const }) },
        ],
      },
      on: {
        'credentials.submit': {
          target: 'submitting',
          actions: assign(({ event }) => ({ ...blank, userID: event.userID.trim(), returnTo: event.returnTo })),
        },
        'passkey.signIn': { target: 'passkeySigningIn', actions: assign(({ event }) => ({ problem: null, retryAfter: null, returnTo: event.returnTo })) },
      },
    },
    passkeySigningIn: {
      tags: ['busy'],
      invoke: {
        id: 'passkeyLogin',
        src: 'passkeyLogin',
        input: { autofill: false },
        onDone: 'verified',
        onError: [
          { guard: 'passkeyCancelled', target: 'editing' },
          {
            target: 'editing',
            actions: assign(({ event }) =>
              // The browser's own failures carry a `problem`; the server's are gateway failures.
              (event.error as { problem?: string }).problem ? { problem: 'passkey_failed' as const, retryAfter: null } : loginProblemOf(event.error, 'passkey_failed'),
            ),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const { userID, password } = event as Extract<LoginEvent, { type: 'credentials.submit' }>;
          return { userID: userID.trim(), password };
        },
        onDone: [
          { guard: { type: 'noFactor', params: ({ event }) => event.output }, target: 'noFactor', actions: 'showNoFactor' },
          {
            target: 'awaitingCode',
            actions: [
              assign(({ event }) => ({
                token: event.output.token,
                maskedAddress: event.output.email,
                factorDeliveryMethod: event.output.factorDeliveryMethod,
                contactId: event.output.contactId,
                secondaryContacts: event.output.secondaryContacts,
                triesLeft: VERIFICATION_TRIES,
                codeQueued: event.output.codeDelivery === 'queued',
              })),
              'showTwoFactor',
            ],
          },
        ],
        onError: { target: 'editing', actions: assign(({ event }) => loginProblemOf(event.error, 'invalid_credentials')) },
      },
    },
    noFactor: {
      description: 'The account has no e-mail or phone for a code: the authentication-error page.',
      on: { 'login.restart': { target: 'editing', actions: [assign(blank), 'showLogin'] } },
    },
    awaitingCode: {
      entry: { type: 'rememberAttempt', params: ({ context }) => savedAttemptOf(context) },
      on: {
        'code.submit': [
          { guard: 'hasTriesLeft', target: 'verifying', actions: assign({ problem: null, resent: false }) },
          { actions: assign({ problem: 'no_tries_left' }) },
        ],
        'code.resend': { target: 'resending', actions: assign({ problem: null, resent: false }) },
        'login.restart': { target: 'editing', actions: [assign(blank), 'forgetAttempt', 'showLogin'] },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context, event }) => ({ token: context.token ?? '', code: (event as Extract<LoginEvent, { type: 'code.submit' }>).code }),
        onDone: { target: 'verified', actions: 'forgetAttempt' },
        onError: [
          {
            guard: { type: 'attemptGone', params: ({ event }) => failureOf(event.error) },
            target: 'editing',
            actions: [assign({ ...blank, problem: 'login_expired' }), 'forgetAttempt', 'showLogin'],
          },
          {
            target: 'awaitingCode',
            actions: assign(({ event, context }) => {
              const failure = failureOf(event.error);
              const triesLeft = failure.kind === 'http' && failure.triesLeft !== undefined ? failure.triesLeft : context.triesLeft;
              return { ...loginProblemOf(event.error, 'invalid_code'), triesLeft };
            }),
          },
        ],
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context, event }) => {
          const { contactId } = event as Extract<LoginEvent, { type: 'code.resend' }>;
          return { token: context.token ?? '', userID: context.userID, ...(contactId ? { contactId } : {}) };
        },
        onDone: {
          target: 'awaitingCode',
          actions: assign(({ event }) => ({
            maskedAddress: event.output.email,
            factorDeliveryMethod: event.output.factorDeliveryMethod,
            contactId: event.output.contactId,
            // A new code comes with new tries (the server resets them too).
            triesLeft: VERIFICATION_TRIES,
            resent: true,
            codeQueued: event.output.codeDelivery === 'queued',
          })),
        },
        onError: {
          target: 'awaitingCode',
          actions: assign(({ event }) => loginProblemOf(event.error, 'resend_failed')),
        },
      },
    },
    verified: { type: 'final' },
  },
});
