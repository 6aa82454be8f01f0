import { fromPromise } from 'xstate';
import { feedbackBannerMachine } from '../features/feedback-banner/feedback-banner.machine';
import { feedbackBannerPort } from '../ports/feedback-banner-gateway';
import { inboxPort } from '../ports/inbox-gateway';
import type { Wiring } from './use-provided-actor';

/** The feedback banner over its state port and the inbox port's `rate` (POST /api/rating). */
export function provideFeedbackBanner({ ports }: Wiring, _args: object) {
  const banner = ports.get(feedbackBannerPort);
  return feedbackBannerMachine.provide({
    actors: {
      loadState: fromPromise(async () => ({ due: (await banner.state()).due })),
      sendRating: fromPromise(({ input }) => ports.get(inboxPort).rate(input.rating, input.comment || undefined)),
      recordClose: fromPromise(({ input }) => banner.close(input.feedbackGiven)),
    },
  });
}
