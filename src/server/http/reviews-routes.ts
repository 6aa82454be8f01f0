import { LikeRequest, ReviewReplyRequest, ReviewsQuery, ReviewSummaryQuery } from '../../contract/reviews';
import { LocalReviewSummariser } from '../integrations/local-review-summariser';
import { ModelReviewSummariser } from '../integrations/model-review-summariser';
import { ReviewsService } from '../services/reviews-service';
import type { FeatureRoutes } from './route-context';
import { requirePermission } from './permission-guard';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';
import { IdParams } from '../../contract/path-params';


/** Guest reviews, their summaries per home and the owner's like state (contract reviews.ts). */
export const reviewsRoutes: FeatureRoutes = async (app, { config, db, clock, log, requireSession }) => {
  const summariser = config.summaryApi ? new ModelReviewSummariser(config.summaryApi, log) : new LocalReviewSummariser();
  const reviews = new ReviewsService(db, clock, summariser);

  const loggedIn = { preHandler: requireSession };

  app.get('/api/reviews', loggedIn, async (request) => reviews.list(sessionOf(request).accountId, parseInput(ReviewsQuery, request.query)));

  app.get('/api/reviews/summary', loggedIn, async (request) =>
    reviews.summary(sessionOf(request).accountId, parseInput(ReviewSummaryQuery, request.query)),
  );

  app.put('/api/reviews/:id/like', loggedIn, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    return reviews.like(sessionOf(request).accountId, id, parseInput(LikeRequest, request.body).state);
  });

  // Replying speaks for the owner: ReplyToReviews (keyholders have not), and only to the account's own reviews (404 otherwise).
  app.put('/api/reviews/:id/reply', { preHandler: requirePermission(requireSession, 'ReplyToReviews') }, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    return reviews.reply(sessionOf(request).accountId, id, parseInput(ReviewReplyRequest, request.body).text);
  });
};
