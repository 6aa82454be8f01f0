import { FeedbackBannerClose } from '../../contract/feedback-banner';
import { FeedbackBannerService } from '../services/feedback-banner-service';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/** The feedback banner's state per owner (contract feedback-banner.ts); the score itself is POST /api/rating. */
export const feedbackBannerRoutes: FeatureRoutes = async (app, { db, clock, requireSession }) => {
  const banner = new FeedbackBannerService(db, clock);
  const loggedIn = { preHandler: requireSession };

  app.get('/api/feedback-banner', loggedIn, async (request) => banner.state(sessionOf(request).accountId));

  app.post('/api/feedback-banner/close', loggedIn, async (request) =>
    banner.close(sessionOf(request).accountId, parseInput(FeedbackBannerClose, request.body).feedbackGiven),
  );
};
