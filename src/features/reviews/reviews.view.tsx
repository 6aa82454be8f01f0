import { useLingui } from '@lingui/react';
import { isCalendarDate } from '../../domain/calendar-date';
import { ReviewRatings } from '../../domain/enumerations';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';
import { failedToLoad } from '../../ui/query-state';
import { SelectField } from '../../ui/select-field';
import { Skeleton } from '../../ui/skeleton';
import { DateField, useInvalidDateText } from '../../ui/date-field';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { updating } from '../../ui/updating.css';
import { ReviewCard } from './review-card.view';
import { isPeriodReversed, type ReviewFilters } from './review-filters';
import { ratingLabel } from './review-labels';
import { ReviewSummaryCard } from './review-summary.view';
import * as styles from './reviews.css';
import { useLikeReview, useReplyToReview, useReviewHomes, useReviewList } from './use-reviews';
import { useReviewFilters } from './use-review-filters';

/**
 * /reviews: the summary of the chosen home and its reviews, newest first, with filters kept in the
 * address. `canReply`: the account may reply to reviews (ReplyToReviews).
 */
export function ReviewsView({ canReply = false }: { canReply?: boolean }) {
  const { i18n } = useLingui();
  const homes = useReviewHomes();
  // Only what the owner chose: until they choose a home, the first one is shown, so its summary is
  // there at once, even when a rating was picked before the homes arrived.
  const { chosen, choose } = useReviewFilters();
  const filters: ReviewFilters = { accommodation: homes.data?.[0]?.code, ...chosen };
  // A typed text that is no date stays in the filters (see DateField) and asks for nothing.
  const invalidText = useInvalidDateText();
  const fromInvalid = filters.from !== undefined && !isCalendarDate(filters.from);
  const toInvalid = filters.to !== undefined && !isCalendarDate(filters.to);
  const reversed = !fromInvalid && !toInvalid && isPeriodReversed(filters);
  const set = choose;
  const home = homes.data?.find((entry) => entry.code === filters.accommodation);

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'reviews.title', message: 'Guest reviews' })}
        description={i18n._({ id: 'reviews.lead', message: 'What guests wrote about your homes, and a summary of what they praise and criticise.' })}
      />
      <form role="search" aria-label={i18n._({ id: 'reviews.filters', message: 'Filter reviews' })} className={styles.filters} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={i18n._({ id: 'reviews.filters.home', message: 'Home' })}
          value={filters.accommodation ?? ''}
          disabled={!homes.data}
          onChange={(event) => set({ accommodation: event.target.value || undefined })}
        >
          <option value="">{i18n._({ id: 'reviews.filters.allHomes', message: 'All homes' })}</option>
          {homes.data?.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name} ({entry.code})
            </option>
          ))}
        </SelectField>
        <SelectField label={i18n._({ id: 'reviews.filters.rating', message: 'Rating' })} value={filters.rating ?? ''} onChange={(event) => set({ rating: (event.target.value || undefined) as ReviewFilters['rating'] })}>
          <option value="">{i18n._({ id: 'reviews.filters.allRatings', message: 'All ratings' })}</option>
          {ReviewRatings.map((rating) => (
            <option key={rating} value={rating}>
              {ratingLabel(i18n, rating)}
            </option>
          ))}
        </SelectField>
        <DateField
          label={i18n._({ id: 'reviews.filters.from', message: 'Written from' })}
          value={filters.from ?? ''}
          onChange={(value) => set({ from: value || undefined })}
          error={fromInvalid ? invalidText : undefined}
        />
        <DateField
          label={i18n._({ id: 'reviews.filters.to', message: 'Written until' })}
          value={filters.to ?? ''}
          min={fromInvalid ? undefined : filters.from}
          onChange={(value) => set({ to: value || undefined })}
          error={toInvalid ? invalidText : reversed ? i18n._({ id: 'reviews.filters.reversed', message: 'This date must be on or after the first date.' }) : undefined}
        />
      </form>
      {failedToLoad(homes) && (
        <Alert tone="danger" title={i18n._({ id: 'reviews.homes.error', message: 'We could not load your homes' })}>
          <Button variant="secondary" size="sm" onClick={() => void homes.refetch()}>
            {i18n._({ id: 'common.retry', message: 'Try again' })}
          </Button>
        </Alert>
      )}
      {home && <ReviewSummaryCard key={home.code} accommodation={home.code} name={home.name} />}
      {homes.isPending ? <ListSkeleton /> : !reversed && !fromInvalid && !toInvalid && <ReviewList filters={filters} canReply={canReply} />}
    </>
  );
}

function ListSkeleton() {
  const { i18n } = useLingui();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{i18n._({ id: 'reviews.loading', message: 'Loading reviews…' })}</VisuallyHidden>
      <Skeleton lines={6} />
    </div>
  );
}

function ReviewList({ filters, canReply }: { filters: ReviewFilters; canReply: boolean }) {
  const { i18n } = useLingui();
  const list = useReviewList(filters);
  const like = useLikeReview();
  const reply = useReplyToReview();
  if (list.isPending) return <ListSkeleton />;
  if (failedToLoad(list)) {
    return (
      <Alert tone="danger" title={i18n._({ id: 'reviews.error.title', message: 'We could not load your reviews' })}>
        <p>{i18n._({ id: 'reviews.error.text', message: 'Please check your connection and try again.' })}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {i18n._({ id: 'common.retry', message: 'Try again' })}
        </Button>
      </Alert>
    );
  }
  const reviews = list.data.pages.flatMap((page) => page.content);
  const total = list.data.pages[0]?.total ?? 0;
  if (total === 0) {
    return (
      <EmptyState
        title={i18n._({ id: 'reviews.empty.title', message: 'No reviews here' })}
        text={i18n._({ id: 'reviews.empty.text', message: 'Reviews appear here after guests write them. Try another home, rating or period.' })}
      />
    );
  }
  return (
    <section aria-labelledby="reviews-list-title" aria-busy={list.isFetching} className={list.isPlaceholderData ? updating : undefined}>
      <h2 id="reviews-list-title" className={styles.title}>
        {i18n._({ id: 'reviews.list.title', message: 'Reviews' })}
      </h2>
      <p role="status" className={styles.status}>
        {i18n._({ id: 'reviews.shown', message: '{total, plural, one {Showing {shown} of # review} other {Showing {shown} of # reviews}}', values: { shown: reviews.length, total } })}
      </p>
      {like.isError && (
        <Alert tone="danger" title={i18n._({ id: 'reviews.like.error', message: 'Your choice was not saved. Please try again.' })} />
      )}
      <ul className={styles.list}>
        {reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            busy={like.isPending && like.variables?.id === review.id}
            onLike={(state) => like.mutate({ id: review.id, state })}
            onReply={canReply ? (text) => reply.mutateAsync({ id: review.id, text }) : undefined}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {i18n._({ id: 'reviews.more', message: 'Show more reviews' })}
        </Button>
      )}
    </section>
  );
}
