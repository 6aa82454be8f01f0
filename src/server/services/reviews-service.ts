import type { Kysely } from 'kysely';
import type { Review, ReviewPage, ReviewsQuery, ReviewSummary, ReviewSummaryQuery } from '../../contract/reviews';
import type { LikeState } from '../../domain/enumerations';
import type { Database } from '../db/schema';
import { findSummary, saveSummary } from '../repositories/review-summaries-repository';
import { averageRating } from '../../domain/review-rating';
import { findReview, pageReviews, ratingCounts, type ReviewRecord, reviewStamp, reviewsToSummarise, saveReply, setLikeState } from '../repositories/reviews-repository';
import type { Clock } from './clock';
import { Failure } from './failure';
import { parseObjectId } from './object-id';
import type { ReviewSummariser } from './review-summariser';
import { findOwnHome } from '../repositories/own-homes-repository';

const toReview = (row: ReviewRecord): Review => ({
  id: String(row.id),
  accommodation: { code: row.accommodationCode, name: row.accommodationName },
  source: row.source,
  rating: row.rating,
  language: row.language,
  reviewerName: row.reviewerName,
  title: row.title,
  text: row.text,
  likeState: row.likeState,
  createdAt: row.createdAt.toISOString(),
  reply: row.replyText === null || row.replyUpdatedAt === null ? null : { text: row.replyText, updatedAt: row.replyUpdatedAt.toISOString() },
});

/** Guest reviews of the account's homes, the owner's like state and the summaries per home. */
export class ReviewsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly summariser: ReviewSummariser,
  ) {}

  async list(accountId: number, query: ReviewsQuery): Promise<ReviewPage> {
    const accommodationId = query.accommodation ? await this.houseId(accountId, query.accommodation) : null;
    const { rows, total } = await pageReviews(this.db, {
      accountId,
      accommodationId,
      rating: query.rating,
      from: query.from,
      to: query.to,
      offset: query.page * query.size,
      limit: query.size,
    });
    return { content: rows.map(toReview), page: query.page, size: query.size, total, rest: Math.max(0, total - (query.page + 1) * query.size) };
  }

  /**
   * The home's stored summary in the reader's language; when a review arrived since (count or
   * newest id differ), the summariser makes it again and it is stored.
   */
  async summary(accountId: number, query: ReviewSummaryQuery): Promise<ReviewSummary> {
    const accommodationId = await this.houseId(accountId, query.accommodation);
    const [stored, stamp, counts] = await Promise.all([findSummary(this.db, accommodationId, query.language), reviewStamp(this.db, accommodationId), ratingCounts(this.db, accommodationId)]);
    const { average: averageStars, rated: ratedCount } = averageRating(counts);
    if (stored && stored.reviewCount === stamp.count && stored.newestReviewId === stamp.newestId) {
      return { text: stored.text, aspects: stored.aspects, reviewCount: stored.reviewCount, averageRating: averageStars, ratedCount };
    }
    const reviews = await reviewsToSummarise(this.db, accommodationId);
    const made = await this.summariser.summarise(reviews, query.language);
    const newestReviewId = reviews.reduce<number | null>((newest, review) => Math.max(newest ?? 0, review.id), null);
    const fresh = { text: made.text, aspects: [...made.aspects], reviewCount: reviews.length, newestReviewId };
    await saveSummary(this.db, accommodationId, query.language, fresh, this.clock.now());
    return { text: fresh.text, aspects: fresh.aspects, reviewCount: fresh.reviewCount, averageRating: averageStars, ratedCount };
  }

  /**
   * Writes (or replaces) the owner's reply to one of the account's reviews; another account's or
   * an unknown id answers 404 and writes nothing. The route checks the ReplyToReviews permission.
   */
  async reply(accountId: number, id: string, text: string): Promise<Review> {
    const reviewId = parseObjectId(id);
    if (reviewId === null || !(await saveReply(this.db, accountId, reviewId, text, this.clock.now()))) throw Failure.notFound();
    return toReview((await findReview(this.db, accountId, reviewId))!);
  }

  /** Sets the owner's like state; another account's or an unknown id answers 404. */
  async like(accountId: number, id: string, state: LikeState): Promise<Review> {
    const reviewId = parseObjectId(id);
    if (reviewId === null || !(await setLikeState(this.db, accountId, reviewId, state))) throw Failure.notFound();
    return toReview((await findReview(this.db, accountId, reviewId))!);
  }

  /** The id of one of the account's homes; another account's code is a bad filter (400), so codes cannot be probed. */
  private async houseId(accountId: number, code: string): Promise<number> {
    const house = await findOwnHome(this.db, accountId, code);
    if (!house) throw Failure.badRequest('invalid_request', { fieldErrors: { accommodation: ['invalid_value'] } });
    return house.id;
  }
}
