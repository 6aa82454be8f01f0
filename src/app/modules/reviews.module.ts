import type { KyInstance } from 'ky';
import { KyReviewsGateway } from '../../adapters/ky-reviews-gateway';
import { reviewsPort } from '../../ports/reviews-gateway';
import { httpKey, portModule } from './port-module';

/** Guest reviews, their summaries and the owner's like state. */
export const reviewsModule = portModule((bind) => {
  bind(reviewsPort).toResolvedValue((ky: KyInstance) => new KyReviewsGateway(ky), [httpKey]);
});
