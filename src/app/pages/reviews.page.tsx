import { ReviewsView } from '../../features/reviews/reviews.view';
import { reviewsModule } from '../modules/reviews.module';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

/** /reviews: guest reviews of the account's homes with a summary per home. */
export default function ReviewsPage() {
  useModules(reviewsModule, reservationsModule);
  return <ReviewsView />;
}
