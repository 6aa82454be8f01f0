import { assign, fromPromise, setup } from 'xstate';
import type { StepUpStarted } from '../../contract/step-up';
import { confirmCodeMachine } from '../../flows/confirm-code.machine';
import { problemOf } from '../../ports/problem-of';
import { AuthenticatorError } from '../../ports/passkey-authenticator';

/** Why sending a code or using a passkey did not work (the code's own problems are its child's). */
export type StepUpProblem = 'passkey_failed' | 'too_many_requests' | 'failed';

interface Context {
  sentTo: StepUpStarted | null;
  problem: StepUpProblem | null;
  /** The owner may use a passkey instead of a code. */
  canUsePasskey: boolean;
  /** The second factor was proven (the `done` state). */
  fresh: boolean;
}

/** A cancelled passkey prompt is no problem; a refused passkey is. */
function stepUpProblemOf(error: unknown): StepUpProblem | null {
  if (error instanceof AuthenticatorError) return error.problem === 'cancelled' ? null : 'passkey_failed';
  const { problem } = problemOf(error, ['passkey_rejected']);
  return problem === 'passkey_rejected' ? 'passkey_failed' : problem;
}

/**
 * Step-up: before a sensitive change the owner proves the second factor again, with a code sent
 * like the login's (checked by the `confirmCode` child) or with one of their passkeys. Ends `done`
 * (the session is fresh) or `cancelled`; the parent then retries or drops its change.
 */
export const stepUpMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { canUsePasskey: boolean },
    events: {} as { type: 'stepUp.sendCode' } | { type: 'stepUp.usePasskey' } | { type: 'stepUp.cancel' },
  },
  actors: {
    sendCode: fromPromise<StepUpStarted>(() => Promise.reject(new Error('sendCode not provided'))),
    confirmCode: confirmCodeMachine,
    usePasskey: fromPromise<void>(() => Promise.reject(new Error('usePasskey not provided'))),
  },
  guards: {
    canUsePasskey: ({ context }) => context.canUsePasskey,
  },
}).createMachine({
  id: 'stepUp',
  context: ({ input }) => ({ sentTo: null, problem: null, canUsePasskey: input.canUsePasskey, fresh: false }),
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
        onDone: { target: 'awaitingCode', actions: assign({ sentTo: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: assign({ problem: ({ event }) => stepUpProblemOf(event.error) }) },
      },
    },
    awaitingCode: {
      invoke: { id: 'confirmCode', src: 'confirmCode', input: { changeId: null }, onDone: 'done' },
      on: {
        'stepUp.sendCode': 'sendingCode',
        'stepUp.usePasskey': { guard: 'canUsePasskey', target: 'usingPasskey' },
      },
    },
    usingPasskey: {
      tags: ['busy'],
      entry: assign({ problem: null }),
      invoke: {
        id: 'usePasskey',
        src: 'usePasskey',
        onDone: 'done',
        onError: { target: 'choosing', actions: assign({ problem: ({ event }) => stepUpProblemOf(event.error) ?? null }) },
      },
    },
    done: { type: 'final', entry: assign({ fresh: true }) },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ fresh: context.fresh }),
});
