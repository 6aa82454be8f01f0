import { useSelector } from '@xstate/react';
import { ReviewsView } from '../../features/reviews/reviews.view';
import { useApp } from '../app-context';
import { reviewsModule } from '../modules/reviews.module';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

/** /reviews: guest reviews of the account's homes with a summary per home. */
export default function ReviewsPage() {
  useModules(reviewsModule, reservationsModule);
  const canReply = useSelector(useApp().session, (snapshot) => snapshot.context.profile?.permissions.includes('ReplyToReviews') ?? false);
  return <ReviewsView canReply={canReply} />;
}
