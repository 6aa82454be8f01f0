import type { KyInstance } from 'ky';
import type { ReviewsQuery, ReviewSummaryQuery } from '../contract/reviews';
import type { LikeState } from '../domain/enumerations';
import type { ReviewsGateway } from '../ports/reviews-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/reviews');

/** Only the parameters that are set. */
const searchParamsOf = (query: object) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

export class KyReviewsGateway implements ReviewsGateway {
  constructor(private readonly http: KyInstance) {}

  async list(query: Partial<ReviewsQuery>) {
    const { ReviewPage } = await schemas();
    return send(() => this.http.get('reviews', { searchParams: searchParamsOf(query) }).json(ReviewPage));
  }

  async summary(query: ReviewSummaryQuery) {
    const { ReviewSummary } = await schemas();
    return send(() => this.http.get('reviews/summary', { searchParams: searchParamsOf(query) }).json(ReviewSummary));
  }

  async like(id: string, state: LikeState) {
    const { Review } = await schemas();
    return send(() => this.http.put(`reviews/${encodeURIComponent(id)}/like`, { json: { state } }).json(Review));
  }

  async reply(id: string, text: string) {
    const { Review } = await schemas();
    return send(() => this.http.put(`reviews/${encodeURIComponent(id)}/reply`, { json: { text } }).json(Review));
  }
}
