import { assign, fromPromise, setup } from 'xstate';
import type { StepUpStarted } from '../../contract/step-up';
import { VERIFICATION_TRIES } from '../../domain/constants';
import { AuthenticatorError } from '../../ports/passkey-authenticator';
import { failureOf } from '../../ports/gateway-error';

export type StepUpProblem = 'invalid_code' | 'code_expired' | 'no_tries_left' | 'passkey_failed' | 'too_many_requests' | 'failed';

interface Context {
  sentTo: StepUpStarted | null;
  triesLeft: number;
  problem: StepUpProblem | null;
  /** The owner may use a passkey instead of a code. */
  canUsePasskey: boolean;
  /** The second factor was proven (the `done` state). */
  fresh: boolean;
}

function problemOf(error: unknown, fallback: StepUpProblem): StepUpProblem | null {
  if (error instanceof AuthenticatorError) return error.problem === 'cancelled' ? null : 'passkey_failed';
  const failure = failureOf(error);
  if (failure.kind !== 'http') return 'failed';
  if (failure.status === 429) return 'too_many_requests';
  const known: readonly string[] = ['invalid_code', 'code_expired', 'no_tries_left', 'passkey_rejected'];
  if (failure.code === 'passkey_rejected') return 'passkey_failed';
  return known.includes(failure.code) ? (failure.code as StepUpProblem) : fallback;
}

/**
 * Step-up: before a sensitive change the owner proves the second factor again, with a code sent
 * like the login's or with one of their passkeys. Ends `done` (the session is fresh) or
 * `cancelled`; the parent then retries or drops its change.
 */
export const stepUpMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { canUsePasskey: boolean },
    events: {} as { type: 'stepUp.sendCode' } | { type: 'stepUp.submitCode'; code: string } | { type: 'stepUp.usePasskey' } | { type: 'stepUp.cancel' },
  },
  actors: {
    sendCode: fromPromise<StepUpStarted>(() => Promise.reject(new Error('sendCode not provided'))),
    verifyCode: fromPromise<void, string>(() => Promise.reject(new Error('verifyCode not provided'))),
    usePasskey: fromPromise<void>(() => Promise.reject(new Error('usePasskey not provided'))),
  },
  guards: {
    canUsePasskey: ({ context }) => context.canUsePasskey,
    hasTriesLeft: ({ context }) => context.triesLeft > 0,
  },
}).createMachine({
  id: 'stepUp',
  context: ({ input }) => ({ sentTo: null, triesLeft: VERIFICATION_TRIES, problem: null, canUsePasskey: input.canUsePasskey, fresh: false }),
  initial: 'choosing',
  on: { 'stepUp.cancel': '.cancelled' },
  states: {
    choosing: {
      on: {
        'stepUp.sendCode': 'sendingCode',
        'stepUp.usePasskey': { guard: 'canUsePasskey', target: 'usingPasskey' },
      },
    },
    sendingCode: {
      tags: ['busy'],
      entry: assign({ problem: null }),
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        onDone: { target: 'awaitingCode', actions: assign({ sentTo: ({ event }) => event.output, triesLeft: VERIFICATION_TRIES }) },
        onError: { target: 'choosing', actions: assign({ problem: ({ event }) => problemOf(event.error, 'failed') }) },
      },
    },
    awaitingCode: {
      on: {
        'stepUp.submitCode': [{ guard: 'hasTriesLeft', target: 'verifyingCode' }, { actions: assign({ problem: 'no_tries_left' }) }],
        'stepUp.sendCode': 'sendingCode',
        'stepUp.usePasskey': { guard: 'canUsePasskey', target: 'usingPasskey' },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ event }) => (event as { code: string }).code,
        onDone: 'done',
        onError: {
          target: 'awaitingCode',
          actions: assign(({ event, context }) => {
            const failure = failureOf(event.error);
            const triesLeft = failure.kind === 'http' && failure.triesLeft !== undefined ? failure.triesLeft : context.triesLeft;
            return { problem: problemOf(event.error, 'invalid_code'), triesLeft };
          }),
        },
      },
    },
    usingPasskey: {
      tags: ['busy'],
      entry: assign({ problem: null }),
      invoke: {
        id: 'usePasskey',
        src: 'usePasskey',
        onDone: 'done',
        onError: { target: 'choosing', actions: assign({ problem: ({ event }) => problemOf(event.error, 'passkey_failed') }) },
      },
    },
    done: { type: 'final', entry: assign({ fresh: true }) },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ fresh: context.fresh }),
});
