import { ReviewsView } from '../../features/reviews/reviews.view';

/** /reviews: guest reviews of the account's homes with a summary per home. */
export default function ReviewsPage() {
  return <ReviewsView />;
}
