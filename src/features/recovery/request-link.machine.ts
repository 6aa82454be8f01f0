import { assign, fromPromise, setup } from 'xstate';
import { problemOf } from '../../ports/problem-of';
/** Why the request was not sent: the limit (with minutes to wait) or no connection. */
export type RequestProblem = 'too_many_requests' | 'failed';

interface Context {
  problem: RequestProblem | null;
  retryAfter: number | null;
}

/**
 * Asking for a password-reset link (owner number) or the owner numbers (e-mail address). The
 * server answers alike for known and unknown values, so the only outcomes are "sent" and a
 * refusal by the limits; `sent` navigates to the success page.
 */
export const requestLinkMachine = setup({
  types: { context: {} as Context, events: {} as { type: 'request.submit'; value: string } },
  actors: { request: fromPromise<void, string>(() => Promise.reject(new Error('request not provided'))) },
  actions: { sent: () => {} },
}).createMachine({
  id: 'requestLink',
  context: { problem: null, retryAfter: null },
  initial: 'editing',
  states: {
    editing: { on: { 'request.submit': { target: 'sending', actions: assign({ problem: null, retryAfter: null }) } } },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'request',
        src: 'request',
        input: ({ event }) => (event as { value: string }).value,
        onDone: { target: 'sent', actions: 'sent' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const { problem, retryAfter } = problemOf(event.error, []);
            return { problem, retryAfter };
          }),
        },
      },
    },
    sent: { type: 'final' },
  },
});
