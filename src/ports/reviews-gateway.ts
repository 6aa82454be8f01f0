import type { LikeState } from '../domain/enumerations';
import type { Review, ReviewPage, ReviewsQuery, ReviewSummary, ReviewSummaryQuery } from '../contract/reviews';
import { portKey } from './port-key';

/** Guest reviews of the account's homes and their summaries. Throws GatewayError. */
export interface ReviewsGateway {
  /** One page of reviews, newest first. */
  list(query: Partial<ReviewsQuery>): Promise<ReviewPage>;
  /** What guests praise and criticise at one home, made on the server. */
  summary(query: ReviewSummaryQuery): Promise<ReviewSummary>;
  /** Sets the owner's like state of a review. */
  like(id: string, state: LikeState): Promise<Review>;
  /** Writes or replaces the owner's reply to a review. */
  reply(id: string, text: string): Promise<Review>;
}

/** The key the app binds the ReviewsGateway adapter to. */
export const reviewsPort = portKey<ReviewsGateway>('reviews');
