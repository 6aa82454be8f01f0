import type { ReviewSummaryResult, SummarisedReview } from '../../domain/review-summary';

/**
 * The port the server summarises a home's reviews through. The default adapter is local and
 * deterministic (integrations/local-review-summariser.ts); another adapter may call a model.
 */
export interface ReviewSummariser {
  summarise(reviews: readonly SummarisedReview[], language: string): Promise<ReviewSummaryResult>;
}
