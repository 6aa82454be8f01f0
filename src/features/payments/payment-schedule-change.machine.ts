import { assign, fromPromise, setup } from 'xstate';
import type { ChangeStarted, ScheduleChanged } from '../../contract/payments';
import type { PayoutSchedule } from '../../domain/enumerations';
import { failureOf } from '../../ports/gateway-error';

/** Why a step did not go on, as the views word it. */
export type ScheduleChangeProblem = 'unchanged' | 'tooMany' | 'wrongCode' | 'codeUsedUp' | 'failed';

export interface ScheduleChangeContext {
  current: PayoutSchedule | null;
  chosen: PayoutSchedule | null;
  changeId: string | null;
  /** Masked address the code went to. */
  sentTo: string | null;
  triesLeft: number | null;
  problem: ScheduleChangeProblem | null;
  /** Seconds to wait after too many changes. */
  retryAfter: number | null;
  result: ScheduleChanged | null;
}

export type ScheduleChangeEvent =
  | { type: 'schedule.choose'; schedule: PayoutSchedule }
  | { type: 'schedule.back' }
  | { type: 'schedule.confirm' }
  | { type: 'code.submit'; code: string }
  | { type: 'schedule.restart' };

/**
 * The payout schedule change of §4 in three steps: PaymentScheduleChange (choose a schedule),
 * PaymentScheduleConfirmation (what changes and from when; confirming sends a code),
 * PaymentSchedule2fa (the code). A wrong code keeps the step with the tries left; used-up or
 * expired codes send the person back to the start. `changed` tells the page the new schedule.
 */
export const paymentScheduleChangeMachine = setup({
  types: {
    context: {} as ScheduleChangeContext,
    events: {} as ScheduleChangeEvent,
    input: {} as { current: PayoutSchedule | null },
  },
  actors: {
    requestCode: fromPromise<ChangeStarted, { schedule: PayoutSchedule }>(() => Promise.reject(new Error('requestCode not provided'))),
    verifyCode: fromPromise<ScheduleChanged, { changeId: string; code: string }>(() => Promise.reject(new Error('verifyCode not provided'))),
  },
  actions: { changed: (_, _result: ScheduleChanged) => {} },
  guards: {
    differs: ({ context }, schedule: PayoutSchedule) => schedule !== context.current,
    wellFormed: (_, code: string) => /^\d{6}$/.test(code),
    usedUp: ({ context }) => context.problem === 'codeUsedUp',
  },
}).createMachine({
  id: 'paymentScheduleChange',
  context: ({ input }) => ({
    current: input.current,
    chosen: null,
    changeId: null,
    sentTo: null,
    triesLeft: null,
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
              actions: assign({ changeId: ({ event }) => event.output.changeId, sentTo: ({ event }) => event.output.sentTo, triesLeft: null, problem: null }),
            },
            onError: {
              target: 'reviewing',
              actions: assign(({ event }) => {
                const failure = failureOf(event.error);
                if (failure.kind === 'http' && failure.status === 429) return { problem: 'tooMany' as const, retryAfter: failure.retryAfter ?? null };
                return { problem: 'failed' as const, retryAfter: null };
              }),
            },
          },
        },
      },
    },
    PaymentSchedule2fa: {
      initial: 'entering',
      states: {
        entering: {
          on: {
            'code.submit': [
              // A used-up code can only be replaced by starting again.
              { guard: 'usedUp' },
              { guard: { type: 'wellFormed', params: ({ event }) => event.code }, target: 'verifying', actions: assign({ problem: null }) },
              { actions: assign({ problem: 'wrongCode' }) },
            ],
            'schedule.restart': { target: '#paymentScheduleChange.PaymentScheduleChange', actions: assign({ changeId: null, problem: null, triesLeft: null }) },
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context, event }) => ({ changeId: context.changeId!, code: (event as { code: string }).code }),
            onDone: {
              target: '#paymentScheduleChange.done',
              actions: [assign({ result: ({ event }) => event.output, current: ({ event }) => event.output.schedule }), { type: 'changed', params: ({ event }) => event.output }],
            },
            onError: {
              target: 'entering',
              actions: assign(({ event }) => {
                const failure = failureOf(event.error);
                const code = failure.kind === 'http' ? failure.code : '';
                if (code === 'invalid_code') return { problem: 'wrongCode' as const, triesLeft: failure.kind === 'http' ? (failure.triesLeft ?? null) : null };
                if (code === 'no_tries_left' || code === 'code_expired' || code === 'not_found') return { problem: 'codeUsedUp' as const, triesLeft: 0 };
                return { problem: 'failed' as const };
              }),
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
