import type { ReviewRating } from './enumerations';

/** The longest reply an owner may write to a review (the contract and the database hold it too). */
export const REVIEW_REPLY_MAX_LENGTH = 2000;

/** Stars of a rating (spec 3: Terrible…Great = 1…5); NA is no rating and has none. */
export const RATING_STARS: Readonly<Record<Exclude<ReviewRating, 'NA'>, number>> = { Terrible: 1, Poor: 2, Average: 3, Good: 4, Great: 5 };

/** How many reviews carry each rating. */
export type RatingCounts = Partial<Readonly<Record<ReviewRating, number>>>;

/**
 * The average of the rated reviews on 1–5 stars, rounded to one decimal, and how many were rated;
 * reviews without a rating (NA) do not pull the average down. null when none is rated.
 */
export function averageRating(counts: RatingCounts): { average: number | null; rated: number } {
  let rated = 0;
  let stars = 0;
  for (const [rating, value] of Object.entries(RATING_STARS) as [keyof typeof RATING_STARS, number][]) {
    const count = counts[rating] ?? 0;
    rated += count;
    stars += count * value;
  }
  return { average: rated === 0 ? null : Math.round((stars / rated) * 10) / 10, rated };
}

/** How full each of five stars is (1, 0.5 or 0) for an average: halves round to the nearest half star. */
export function starFill(average: number): number[] {
  const halves = Math.round(average * 2);
  return [1, 2, 3, 4, 5].map((star) => (halves >= star * 2 ? 1 : halves === star * 2 - 1 ? 0.5 : 0));
}
