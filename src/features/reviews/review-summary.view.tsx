import { useLingui } from '@lingui/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { failedToLoad } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { starFill } from '../../domain/review-rating';
import { aspectLabel } from './review-labels';
import * as styles from './reviews.css';
import { useReviewSummary } from './use-reviews';

/** What guests praise and criticise at one home, with the number of reviews it rests on. */
export function ReviewSummaryCard({ accommodation, name }: { accommodation: string; name: string }) {
  const { i18n } = useLingui();
  const summary = useReviewSummary(accommodation);
  const heading = i18n._({ id: 'reviews.summary.title', message: 'What guests say about {home}', values: { home: name } });
  return (
    <Card as="section" aria-labelledby="review-summary-title" className={styles.summary}>
      <Stack gap="sm">
        <h2 id="review-summary-title" className={styles.title}>
          {heading}
        </h2>
        {summary.isPending ? (
          <div aria-busy="true">
            <Skeleton lines={3} />
          </div>
        ) : failedToLoad(summary) ? (
          <Alert tone="danger" title={i18n._({ id: 'reviews.summary.error', message: 'We could not load the summary' })}>
            <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
              {i18n._({ id: 'common.retry', message: 'Try again' })}
            </Button>
          </Alert>
        ) : summary.data.aspects.length === 0 ? (
          <p className={styles.text}>
            {i18n._({ id: 'reviews.summary.empty', message: '{count, plural, =0 {No reviews yet: a summary appears once guests write about this home.} one {One review, but it does not say enough for a summary yet.} other {# reviews, but they do not say enough for a summary yet.}}', values: { count: summary.data.reviewCount } })}
          </p>
        ) : (
          <>
            {summary.data.averageRating !== null && <AverageRating average={summary.data.averageRating} rated={summary.data.ratedCount} />}
            <p className={styles.status}>
              {i18n._({ id: 'reviews.summary.basis', message: '{count, plural, one {Based on # review} other {Based on # reviews}}', values: { count: summary.data.reviewCount } })}
            </p>
            <ul className={styles.aspects}>
              {summary.data.aspects.map((tally) => (
                <li key={tally.aspect}>
                  <strong>{aspectLabel(i18n, tally.aspect)}</strong>
                  {': '}
                  {i18n._({ id: 'reviews.summary.tally', message: '{praise} praise, {criticism} criticism', values: { praise: tally.praise, criticism: tally.criticism } })}
                  {' — '}
                  <q lang={tally.quoteLanguage}>{tally.quote}</q>
                </li>
              ))}
            </ul>
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The average rating as a number and five stars. The stars are one image whose text alternative
 * says the average in words; the number beside them is hidden from screen readers, which read it
 * in that alternative.
 */
function AverageRating({ average, rated }: { average: number; rated: number }) {
  const { i18n } = useLingui();
  const number = i18n.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className={styles.average}>
      <span className={styles.averageNumber} aria-hidden="true">
        {number}
      </span>
      <span role="img" className={styles.stars} aria-label={i18n._({ id: 'reviews.summary.stars', message: 'Average rating: {average} out of 5 stars', values: { average: number } })}>
        {starFill(average).map((fill, index) => (
          <span key={index} className={fill === 1 ? styles.star.full : fill === 0.5 ? styles.star.half : styles.star.empty}>
            ★
          </span>
        ))}
      </span>
      <span className={styles.status}>
        {i18n._({ id: 'reviews.summary.rated', message: '{count, plural, one {from # rated review} other {from # rated reviews}}', values: { count: rated } })}
      </span>
    </p>
  );
}
