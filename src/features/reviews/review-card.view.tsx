import { useLingui } from '@lingui/react';
import type { Review } from '../../contract/reviews';
import type { LikeState } from '../../domain/enumerations';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Cluster } from '../../ui/cluster';
import { Stack } from '../../ui/stack';
import { languageName, ratingLabel, sourceLabel } from './review-labels';
import { ReviewReplySection } from './review-reply.view';
import * as styles from './reviews.css';
import { formatInstant } from '../../i18n/format';

export interface ReviewCardProps {
  review: Review;
  /** Sets the like state; pressing the pressed button again clears it (NONE). */
  onLike: (state: LikeState) => void;
  busy: boolean;
  /** Saves the owner's reply; absent when the account may not reply. */
  onReply?: (text: string) => Promise<unknown>;
}

/** One review: home, date, rating, source, language, the text as written, the owner's like state and reply. */
export function ReviewCard({ review, onLike, busy, onReply }: ReviewCardProps) {
  const { i18n } = useLingui();
  const date = formatInstant(review.createdAt, i18n.locale);
  const toggle = (state: Exclude<LikeState, 'NONE'>) => onLike(review.likeState === state ? 'NONE' : state);
  const titleId = `review-${review.id}-title`;
  return (
    <Card as="li" aria-labelledby={titleId}>
      <Stack gap="sm">
        <h3 id={titleId} className={styles.title} lang={review.language}>
          {review.title || i18n._({ id: 'reviews.card.untitled', message: 'Review by {name}', values: { name: review.reviewerName } })}
        </h3>
        <p className={styles.meta}>
          <span>{i18n._({ id: 'reviews.card.rating', message: 'Rating: {rating}', values: { rating: ratingLabel(i18n, review.rating) } })}</span>
          <span aria-hidden="true">·</span>
          <span>{review.accommodation.name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={review.createdAt}>{date}</time>
        </p>
        <p className={styles.text} lang={review.language}>
          {review.text}
        </p>
        <p className={styles.meta}>
          <span>{i18n._({ id: 'reviews.card.by', message: 'By {name}', values: { name: review.reviewerName } })}</span>
          <span aria-hidden="true">·</span>
          <span>{sourceLabel(i18n, review.source)}</span>
          <span aria-hidden="true">·</span>
          <span>{i18n._({ id: 'reviews.card.language', message: 'Written in {language}', values: { language: languageName(i18n.locale, review.language) } })}</span>
        </p>
        <Cluster role="group" aria-label={i18n._({ id: 'reviews.card.likeGroup', message: 'Your opinion of this review' })}>
          <Button size="sm" variant={review.likeState === 'LIKE' ? 'primary' : 'secondary'} aria-pressed={review.likeState === 'LIKE'} disabled={busy} onClick={() => toggle('LIKE')}>
            {i18n._({ id: 'reviews.card.like', message: 'Helpful' })}
          </Button>
          <Button size="sm" variant={review.likeState === 'DISLIKE' ? 'primary' : 'secondary'} aria-pressed={review.likeState === 'DISLIKE'} disabled={busy} onClick={() => toggle('DISLIKE')}>
            {i18n._({ id: 'reviews.card.dislike', message: 'Not helpful' })}
          </Button>
        </Cluster>
        <ReviewReplySection reply={review.reply} onSave={onReply} />
      </Stack>
    </Card>
  );
}
