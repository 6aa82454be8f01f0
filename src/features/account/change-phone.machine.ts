import { assign, fromPromise, setup } from 'xstate';
import type { PhoneChangeStarted } from '../../contract/account-settings';
import { confirmCodeMachine } from '../../flows/confirm-code.machine';
import { problemOf } from '../../ports/problem-of';
import { needsStepUp } from './passkey-settings.machine';
import { stepUpMachine } from './step-up.machine';

/** Why the number step did not go on (the code's own problems are its child's). */
export type PhoneProblem = 'invalid_number' | 'already_yours' | 'too_many_requests' | 'failed';

interface Context {
  mobileNumber: string;
  sentTo: string | null;
  problem: PhoneProblem | null;
}

/** The server refuses a number it cannot text as an invalid request, and the account's own number as already_yours. */
function phoneProblemOf(error: unknown): PhoneProblem {
  const { problem } = problemOf(error, ['invalid_request', 'already_yours']);
  return problem === 'invalid_request' ? 'invalid_number' : problem;
}

/**
 * /profile/change-phone: the new number, then the code sent to it by text message (the
 * `confirmCode` child; a new code sends the number again). The number receives codes, so the
 * server first asks for a fresh second factor on the current channel (403 step_up_required): the
 * step-up runs as a child and the same number is sent again.
 */
export const changePhoneMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'phone.submit'; mobileNumber: string } | { type: 'code.resend' } | { type: 'phone.restart' },
  },
  actors: {
    sendCode: fromPromise<PhoneChangeStarted, string>(() => Promise.reject(new Error('sendCode not provided'))),
    confirmCode: confirmCodeMachine,
    stepUp: stepUpMachine,
  },
  actions: { changed: () => {} },
  guards: {
    needsStepUp,
    fresh: ({ event }) => (event as { output?: { fresh: boolean } }).output?.fresh === true,
  },
}).createMachine({
  id: 'changePhone',
  context: { mobileNumber: '', sentTo: null, problem: null },
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
        onDone: { target: 'awaitingCode', actions: assign(({ event }) => ({ sentTo: event.output.to })) },
        onError: [
          { guard: 'needsStepUp', target: 'steppingUp' },
          { target: 'editing', actions: assign({ problem: ({ event }) => phoneProblemOf(event.error) }) },
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
      invoke: { id: 'confirmCode', src: 'confirmCode', input: { changeId: null }, onDone: { target: 'done', actions: 'changed' } },
      on: { 'phone.restart': { target: 'editing', actions: assign({ sentTo: null, problem: null }) } },
      initial: 'idle',
      states: {
        idle: { on: { 'code.resend': { target: 'resending', actions: assign({ problem: null }) } } },
        resending: {
          description: 'A new code to the same number; the code step starts afresh for it.',
          tags: ['busy'],
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => context.mobileNumber,
            onDone: { target: '#changePhone.awaitingCode', reenter: true, actions: assign(({ event }) => ({ sentTo: event.output.to })) },
            onError: [
              { guard: 'needsStepUp', target: '#changePhone.steppingUp' },
              { target: 'idle', actions: assign({ problem: ({ event }) => phoneProblemOf(event.error) }) },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
