import type { ReviewRating } from '../../domain/enumerations';
import { addDays, atTime } from './calendar';
import type { Prng } from './prng';
import { reviewText } from './review-texts';
import type { GeneratedStay } from './stays-generator';

/** Reviews exist only for stays that ended before this day. */
const REVIEWED_BEFORE = '2026-10-25';

/** A guest review before it is tied to database ids. */
export interface GeneratedReview {
  readonly accommodationCode: string;
  readonly resNo: string;
  readonly source: 'Provider' | 'Marketplace';
  readonly rating: ReviewRating;
  readonly language: string;
  readonly reviewerName: string;
  readonly title: string;
  readonly text: string;
  readonly likeState: 'LIKE' | 'DISLIKE' | 'NONE';
  readonly createdAt: Date;
}

/** Reviews for about a fifth of the past, non-canceled guest stays, in the guest's language. */
export function generateReviews(prng: Prng, stays: readonly GeneratedStay[]): GeneratedReview[] {
  const reviews: GeneratedReview[] = [];
  for (const stay of stays) {
    if (stay.kind !== 'Reservation' || stay.canceled || !stay.resNo || stay.departure >= REVIEWED_BEFORE) continue;
    if (!prng.chance(0.2)) continue;
    const rating = prng.weighted([['Great', 45], ['Good', 30], ['Average', 13], ['Poor', 6], ['Terrible', 3], ['NA', 3]] as const);
    const text = reviewText(prng, stay.travellerLanguage ?? 'en', rating);
    reviews.push({
      accommodationCode: stay.accommodationCode,
      resNo: stay.resNo,
      source: stay.source === 'Marketplace' ? 'Marketplace' : 'Provider',
      rating,
      ...text,
      reviewerName: stay.travellerName ?? 'Guest',
      likeState: prng.weighted([['NONE', 8], ['LIKE', 2], ['DISLIKE', 1]] as const),
      createdAt: atTime(addDays(stay.departure, prng.int(1, 14)), prng.int(8, 22)),
    });
  }
  return reviews;
}
