import { assign, fromPromise, setup } from 'xstate';
import type { BankChangeStatus, BankDetailsRequest, ChangeStarted } from '../../contract/payments';
import { confirmCodeMachine } from '../../flows/confirm-code.machine';
import { refusedFields } from '../../ports/gateway-error';
import { problemOf } from '../../ports/problem-of';
/** How often the page asks whether the bank's check has ended. */
export const STATUS_POLL_MS = 3_000;

/** Why the details step did not go on (a refused field is shown at its field instead). */
export type BankDetailsProblem = 'too_many_requests' | 'failed';

interface BankDetailsContext {
  /** The details last sent (a new code sends them again). */
  request: BankDetailsRequest | null;
  /** The fields the server refused in `request`. */
  refused: string[];
  changeId: string | null;
  /** Masked address the code went to. */
  sentTo: string | null;
  problem: BankDetailsProblem | null;
  /** The bank's check, once the code confirmed the change. */
  status: BankChangeStatus | null;
}

export type BankDetailsEvent = { type: 'details.submit'; request: BankDetailsRequest } | { type: 'code.resend' };

/**
 * /profile/payment-info/change-bank-details (the design card's payment-change steps): the new
 * account (validated by the view with the contract's schema; the server checks it again and may
 * refuse fields), a code that confirms it (the `confirmCode` child; "send a new code" sends the
 * same details again, which starts a new change), then the bank's check, asked for every
 * STATUS_POLL_MS while it runs. `changed` tells the page the payment data changed.
 */
export const changeBankDetailsMachine = setup({
  types: {
    context: {} as BankDetailsContext,
    events: {} as BankDetailsEvent,
  },
  actors: {
    requestCode: fromPromise<ChangeStarted, BankDetailsRequest>(() => Promise.reject(new Error('requestCode not provided'))),
    confirmCode: confirmCodeMachine,
    checkStatus: fromPromise<BankChangeStatus, string>(() => Promise.reject(new Error('checkStatus not provided'))),
  },
  actions: { changed: () => {} },
  guards: {
    checking: ({ context }) => context.status?.status === 'IN_PROGRESS',
  },
  delays: { poll: STATUS_POLL_MS },
}).createMachine({
  id: 'changeBankDetails',
  context: { request: null, refused: [], changeId: null, sentTo: null, problem: null, status: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'details.submit': { target: 'sending', actions: assign(({ event }) => ({ request: event.request, refused: [], problem: null })) } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => context.request!,
        onDone: { target: 'awaitingCode', actions: assign(({ event }) => ({ changeId: event.output.changeId, sentTo: event.output.sentTo, problem: null })) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const refused = refusedFields(event.error);
            return { refused, problem: refused.length > 0 ? null : problemOf(event.error, []).problem };
          }),
        },
      },
    },
    awaitingCode: {
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context }) => ({ changeId: context.changeId }),
        onDone: { target: 'checking', actions: [assign({ status: ({ event }) => event.output.result as BankChangeStatus }), 'changed'] },
      },
      initial: 'idle',
      states: {
        idle: { on: { 'code.resend': { target: 'resending', actions: assign({ problem: null }) } } },
        resending: {
          description: 'The same details again: a new change with a new code; the code step starts afresh for it.',
          tags: ['busy'],
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => context.request!,
            onDone: {
              target: '#changeBankDetails.awaitingCode',
              reenter: true,
              actions: assign(({ event }) => ({ changeId: event.output.changeId, sentTo: event.output.sentTo })),
            },
            onError: { target: 'idle', actions: assign({ problem: ({ event }) => problemOf(event.error, []).problem }) },
          },
        },
      },
    },
    checking: {
      description: "The code confirmed the change; the bank's check ends SUCCESSFUL, FAILED or OVERWRITTEN.",
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'checking', target: 'waiting' }, { target: '#changeBankDetails.done' }] },
        waiting: { after: { poll: 'asking' } },
        asking: {
          invoke: {
            id: 'checkStatus',
            src: 'checkStatus',
            input: ({ context }) => context.changeId!,
            onDone: { target: 'deciding', actions: assign({ status: ({ event }) => event.output }) },
            // A failed look is asked again at the next tick; the change itself is already made.
            onError: 'waiting',
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
