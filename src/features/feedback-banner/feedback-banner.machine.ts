import { assign, fromPromise, setup } from 'xstate';
import { FEEDBACK_DELAYED_CLOSE_MS, FEEDBACK_OPEN_DELAY_MS } from '../../domain/constants';

export type FeedbackBannerEvent =
  | { type: 'rating.choose'; rating: number }
  | { type: 'comment.change'; comment: string }
  | { type: 'rating.submit' }
  /** Close at once (the close button). */
  | { type: 'banner.close' }
  | { type: 'session.out' };

export interface FeedbackBannerContext {
  readonly rating: number | null;
  readonly comment: string;
  /** Whether a score was saved: the banner is then due again in 14 days rather than 24 h. */
  readonly feedbackGiven: boolean;
  readonly problem: 'missing' | 'notSent' | null;
}

/**
 * The feedback (NPS) banner (spec 4, "Feedback banner"): when due (the owner's state, kept by the
 * server) it opens 30 s after login or app start; a saved score shows thanks and closes 5 s later
 * (the delayed close); every close is recorded so the banner is due again 24 h later, or 14 days
 * after feedback; logout closes it without recording. A rating that was not saved (spec 7: false)
 * keeps the banner open with the error.
 */
export const feedbackBannerMachine = setup({
  types: { context: {} as FeedbackBannerContext, events: {} as FeedbackBannerEvent },
  actors: {
    loadState: fromPromise<{ due: boolean }>(async () => ({ due: false })),
    sendRating: fromPromise<boolean, { rating: number; comment: string }>(async () => false),
    recordClose: fromPromise<void, { feedbackGiven: boolean }>(async () => {}),
  },
  guards: { hasRating: ({ context }) => context.rating !== null },
}).createMachine({
  id: 'feedbackBanner',
  context: { rating: null, comment: '', feedbackGiven: false, problem: null },
  // Whether it is due is asked once, when it would open: asked at start too, the answer (and the
  // contract's schemas it is read with) only decided whether to wait, in the page's busiest second.
  initial: 'waiting',
  on: { 'session.out': '.loggedOut' },
  states: {
    waiting: {
      description: 'Opens 30 s after login or app start, if due then.',
      after: { [FEEDBACK_OPEN_DELAY_MS]: 'checking' },
    },
    checking: {
      description: 'Due? Not before its time, nor once a score was given (the inbox survey closes it on the server).',
      invoke: {
        src: 'loadState',
        onDone: [{ guard: ({ event }) => event.output.due, target: 'open' }, { target: 'notDue' }],
        // Not known to be due: it asks again at the next start.
        onError: 'notDue',
      },
    },
    open: {
      initial: 'asking',
      on: { 'banner.close': '.closing' },
      states: {
        asking: {
          on: {
            'rating.choose': { actions: assign({ rating: ({ event }) => event.rating, problem: null }) },
            'comment.change': { actions: assign({ comment: ({ event }) => event.comment }) },
            'rating.submit': [{ guard: 'hasRating', target: 'sending' }, { actions: assign({ problem: 'missing' }) }],
          },
        },
        sending: {
          on: { 'banner.close': {} },
          invoke: {
            src: 'sendRating',
            input: ({ context }) => ({ rating: context.rating ?? 0, comment: context.comment.trim() }),
            onDone: [
              { guard: ({ event }) => event.output, target: 'closingSoon', actions: assign({ feedbackGiven: true, problem: null }) },
              { target: 'asking', actions: assign({ problem: 'notSent' }) },
            ],
          },
        },
        closingSoon: {
          description: 'The thanks, then the delayed close: 5 s later.',
          after: { [FEEDBACK_DELAYED_CLOSE_MS]: 'closing' },
        },
        closing: { type: 'final' },
      },
      onDone: 'recording',
    },
    recording: {
      invoke: { src: 'recordClose', input: ({ context }) => ({ feedbackGiven: context.feedbackGiven }), onDone: 'closed', onError: 'closed' },
    },
    notDue: { type: 'final' },
    closed: { type: 'final' },
    loggedOut: { type: 'final' },
  },
});
