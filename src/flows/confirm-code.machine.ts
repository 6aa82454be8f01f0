import { assign, fromPromise, setup } from 'xstate';
import { VERIFICATION_TRIES } from '../domain/constants';
import { VERIFICATION_CODE } from '../domain/patterns';
import { problemOf } from '../ports/problem-of';
/** Why a code did not confirm, as the views word it. */
export type CodeProblem = 'malformed' | 'invalid_code' | 'code_expired' | 'no_tries_left' | 'too_many_requests' | 'failed';

interface ConfirmCodeContext {
  /** The change the code confirms (null for a step-up or a phone change, which have one at a time). */
  changeId: string | null;
  triesLeft: number;
  problem: CodeProblem | null;
  /** Seconds to wait after too many tries, when the server says. */
  retryAfter: number | null;
  /** What `verify` answered (the parent knows its type). */
  result: unknown;
}

export type ConfirmCodeEvent = { type: 'code.submit'; code: string };

/** A code that can no longer confirm anything: only a new one helps. */
const USED_UP: readonly (CodeProblem | null)[] = ['code_expired', 'no_tries_left'];

/**
 * "Confirm with a code", the child that step-up, phone change, payout schedule and bank details
 * invoke once a code is on its way: the six-digit pattern (domain's VERIFICATION_CODE), the call
 * (`verify`, provided by the parent's wiring), wrong codes with the tries left, and used-up codes,
 * which are never sent again. It ends `confirmed` with the verify answer as `result`. A new code
 * is the parent's business (it knows what to send again): its code step takes `code.resend`,
 * which stops this child and starts a fresh one.
 */
export const confirmCodeMachine = setup({
  types: {
    context: {} as ConfirmCodeContext,
    events: {} as ConfirmCodeEvent,
    input: {} as { changeId: string | null },
    output: {} as { result: unknown },
  },
  actors: {
    verify: fromPromise<unknown, { changeId: string | null; code: string }>(() => Promise.reject(new Error('verify not provided'))),
  },
  guards: {
    malformed: (_, code: string) => !VERIFICATION_CODE.test(code),
    usedUp: ({ context }) => context.triesLeft <= 0 || USED_UP.includes(context.problem),
  },
}).createMachine({
  id: 'confirmCode',
  context: ({ input }) => ({ changeId: input.changeId, triesLeft: VERIFICATION_TRIES, problem: null, retryAfter: null, result: undefined }),
  initial: 'entering',
  states: {
    entering: {
      on: {
        'code.submit': [
          { guard: { type: 'malformed', params: ({ event }) => event.code }, actions: assign({ problem: 'malformed' }) },
          // A used-up code is never sent: the person asks for a new one.
          { guard: 'usedUp', actions: assign({ problem: ({ context }) => (context.problem === 'code_expired' ? 'code_expired' : 'no_tries_left') }) },
          { target: 'verifying' },
        ],
      },
    },
    verifying: {
      tags: ['busy'],
      entry: assign({ problem: null }),
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context, event }) => ({ changeId: context.changeId, code: (event as ConfirmCodeEvent).code }),
        onDone: { target: 'confirmed', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'entering',
          actions: assign(({ event, context }) => {
            const { problem, triesLeft, retryAfter } = problemOf(event.error, ['invalid_code', 'code_expired', 'no_tries_left', 'not_found']);
            // A change the server no longer knows is as gone as an expired code.
            const named = problem === 'not_found' ? 'code_expired' : problem;
            return { problem: named, retryAfter, triesLeft: named === 'no_tries_left' ? 0 : (triesLeft ?? context.triesLeft) };
          }),
        },
      },
    },
    confirmed: { type: 'final' },
  },
  output: ({ context }) => ({ result: context.result }),
});
