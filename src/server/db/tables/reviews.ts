import type { AspectTally } from '../../../domain/review-summary';
import type { Json, Timestamp } from './column-types';

/** Stored review summaries (the reviews themselves are in ./stays.ts). */
export interface ReviewTables {
  reviewSummaries: ReviewSummariesTable;
}

export interface ReviewSummariesTable {
  accommodationId: number;
  language: string;
  text: string;
  aspects: Json<AspectTally[]>;
  reviewCount: number;
  newestReviewId: number | null;
  updatedAt: Timestamp;
}
