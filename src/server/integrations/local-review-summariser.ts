import { summariseReviews } from '../../domain/review-summary';
import type { ReviewSummariser } from '../services/review-summariser';

/** The default summariser: the domain's extractive, aspect-based summary; no network, same input same output. */
export class LocalReviewSummariser implements ReviewSummariser {
  async summarise(...args: Parameters<ReviewSummariser['summarise']>): ReturnType<ReviewSummariser['summarise']> {
    return summariseReviews(...args);
  }
}
