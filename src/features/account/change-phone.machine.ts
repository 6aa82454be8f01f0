import { assign, fromPromise, setup } from 'xstate';
import type { PhoneChangeStarted } from '../../contract/account-settings';
import { VERIFICATION_TRIES } from '../../domain/constants';
import { failureOf } from '../../ports/gateway-error';
import { needsStepUp } from './passkey-settings.machine';
import { stepUpMachine } from './step-up.machine';

export type PhoneProblem = 'invalid_number' | 'invalid_code' | 'code_expired' | 'no_tries_left' | 'too_many_requests' | 'failed';

interface Context {
  mobileNumber: string;
  sentTo: string | null;
  triesLeft: number;
  problem: PhoneProblem | null;
}

function problemOf(error: unknown, fallback: PhoneProblem): PhoneProblem {
  const failure = failureOf(error);
  if (failure.kind !== 'http') return 'failed';
  if (failure.status === 429) return 'too_many_requests';
  if (failure.code === 'invalid_request') return 'invalid_number';
  const known: readonly string[] = ['invalid_code', 'code_expired', 'no_tries_left'];
  return known.includes(failure.code) ? (failure.code as PhoneProblem) : fallback;
}

/**
 * /profile/change-phone: the new number, then the code sent to it by text message. The number
 * receives codes, so the server first asks for a fresh second factor on the current channel
 * (403 step_up_required): the step-up runs as a child and the same number is sent again.
 */
export const changePhoneMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'phone.submit'; mobileNumber: string } | { type: 'code.submit'; code: string } | { type: 'phone.restart' },
  },
  actors: {
    sendCode: fromPromise<PhoneChangeStarted, string>(() => Promise.reject(new Error('sendCode not provided'))),
    confirm: fromPromise<void, string>(() => Promise.reject(new Error('confirm not provided'))),
    stepUp: stepUpMachine,
  },
  actions: { changed: () => {} },
  guards: {
    hasTriesLeft: ({ context }) => context.triesLeft > 0,
    needsStepUp,
    fresh: ({ event }) => (event as { output?: { fresh: boolean } }).output?.fresh === true,
  },
}).createMachine({
  id: 'changePhone',
  context: { mobileNumber: '', sentTo: null, triesLeft: VERIFICATION_TRIES, problem: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'phone.submit': { target: 'sending', actions: assign(({ event }) => ({ mobileNumber: event.mobileNumber, problem: null })) } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => context.mobileNumber,
        onDone: { target: 'awaitingCode', actions: assign(({ event }) => ({ sentTo: event.output.to, triesLeft: VERIFICATION_TRIES })) },
        onError: [
          { guard: 'needsStepUp', target: 'steppingUp' },
          { target: 'editing', actions: assign({ problem: ({ event }) => problemOf(event.error, 'failed') }) },
        ],
      },
    },
    steppingUp: {
      description: 'A code to the current channel (not a passkey: the channel being replaced proves the change); cancelled → back to the number.',
      invoke: {
        id: 'stepUp',
        src: 'stepUp',
        input: { canUsePasskey: false },
        onDone: [{ guard: 'fresh', target: 'sending' }, { target: 'editing' }],
      },
    },
    awaitingCode: {
      on: {
        'code.submit': [{ guard: 'hasTriesLeft', target: 'confirming', actions: assign({ problem: null }) }, { actions: assign({ problem: 'no_tries_left' }) }],
        'phone.restart': { target: 'editing', actions: assign({ sentTo: null, problem: null }) },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ event }) => (event as { code: string }).code,
        onDone: { target: 'done', actions: 'changed' },
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
    done: { type: 'final' },
  },
});
