import { assign, fromPromise, setup } from 'xstate';
import type { ChangeStarted, ScheduleChanged } from '../../contract/payments';
import type { PayoutSchedule } from '../../domain/enumerations';
import { confirmCodeMachine } from '../../flows/confirm-code.machine';
import { problemOf } from '../../ports/problem-of';
/** Why a step did not go on, as the views word it (the code's own problems are its child's). */
export type ScheduleChangeProblem = 'unchanged' | 'too_many_requests' | 'failed';

export interface ScheduleChangeContext {
  current: PayoutSchedule | null;
  chosen: PayoutSchedule | null;
  changeId: string | null;
  /** Masked address the code went to. */
  sentTo: string | null;
  problem: ScheduleChangeProblem | null;
  /** Seconds to wait after too many changes. */
  retryAfter: number | null;
  result: ScheduleChanged | null;
}

export type ScheduleChangeEvent =
  | { type: 'schedule.choose'; schedule: PayoutSchedule }
  | { type: 'schedule.back' }
  | { type: 'schedule.confirm' }
  | { type: 'code.resend' }
  | { type: 'schedule.restart' };

/**
 * The payout schedule change of §4 in three steps: PaymentScheduleChange (choose a schedule),
 * PaymentScheduleConfirmation (what changes and from when; confirming sends a code),
 * PaymentSchedule2fa (the code, the `confirmCode` child: wrong codes with the tries left, used-up
 * ones never sent). A new code asks for the same change again; "start again" goes back to the
 * choice. `changed` tells the page the new schedule.
 */
export const paymentScheduleChangeMachine = setup({
  types: {
    context: {} as ScheduleChangeContext,
    events: {} as ScheduleChangeEvent,
    input: {} as { current: PayoutSchedule | null },
  },
  actors: {
    requestCode: fromPromise<ChangeStarted, { schedule: PayoutSchedule }>(() => Promise.reject(new Error('requestCode not provided'))),
    confirmCode: confirmCodeMachine,
  },
  actions: {
    changed: (_, _result: ScheduleChanged) => {},
    sendFailed: assign(({ event }) => {
      const { problem, retryAfter } = problemOf((event as { error?: unknown }).error, []);
      return { problem, retryAfter };
    }),
  },
  guards: {
    differs: ({ context }, schedule: PayoutSchedule) => schedule !== context.current,
  },
}).createMachine({
  id: 'paymentScheduleChange',
  context: ({ input }) => ({
    current: input.current,
    chosen: null,
    changeId: null,
    sentTo: null,
    problem: null,
    retryAfter: null,
    result: null,
  }),
  initial: 'PaymentScheduleChange',
  states: {
    PaymentScheduleChange: {
      on: {
        'schedule.choose': [
          {
            guard: { type: 'differs', params: ({ event }) => event.schedule },
            target: 'PaymentScheduleConfirmation',
            actions: assign({ chosen: ({ event }) => event.schedule, problem: null }),
          },
          { actions: assign({ problem: 'unchanged' }) },
        ],
      },
    },
    PaymentScheduleConfirmation: {
      initial: 'reviewing',
      states: {
        reviewing: {
          on: {
            'schedule.back': { target: '#paymentScheduleChange.PaymentScheduleChange', actions: assign({ problem: null }) },
            'schedule.confirm': { target: 'sending' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({ schedule: context.chosen! }),
            onDone: {
              target: '#paymentScheduleChange.PaymentSchedule2fa',
              actions: assign({ changeId: ({ event }) => event.output.changeId, sentTo: ({ event }) => event.output.sentTo, problem: null }),
            },
            onError: { target: 'reviewing', actions: 'sendFailed' },
          },
        },
      },
    },
    PaymentSchedule2fa: {
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context }) => ({ changeId: context.changeId }),
        onDone: {
          target: 'done',
          actions: [
            assign(({ event }) => {
              const result = event.output.result as ScheduleChanged;
              return { result, current: result.schedule };
            }),
            { type: 'changed', params: ({ context }) => context.result! },
          ],
        },
      },
      initial: 'entering',
      states: {
        entering: {
          on: {
            'code.resend': { target: 'resending', actions: assign({ problem: null }) },
            'schedule.restart': { target: '#paymentScheduleChange.PaymentScheduleChange', actions: assign({ changeId: null, problem: null }) },
          },
        },
        resending: {
          description: 'The same change asked for again: a new change with a new code; the code step starts afresh for it.',
          tags: ['busy'],
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({ schedule: context.chosen! }),
            onDone: {
              target: '#paymentScheduleChange.PaymentSchedule2fa',
              reenter: true,
              actions: assign({ changeId: ({ event }) => event.output.changeId, sentTo: ({ event }) => event.output.sentTo }),
            },
            onError: { target: 'entering', actions: 'sendFailed' },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
