import type { AspectTally } from '../../../domain/review-summary';
import type { Json, Timestamp } from './column-types';

/** Stored review summaries (the reviews themselves are in ./stays.ts). */
export interface ReviewTables {
  reviewSummaries: ReviewSummariesTable;
  reviewReplies: ReviewRepliesTable;
}

/** The owner's reply to a review: one per review, replaced when edited. */
export interface ReviewRepliesTable {
  reviewId: number;
  text: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
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
