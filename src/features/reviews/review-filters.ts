import { isAccommodationCode } from '../../domain/patterns';
import { type ReviewRating, ReviewRatings } from '../../domain/enumerations';

/** The review list's filters; undefined = not filtered. */
export interface ReviewFilters {
  readonly accommodation?: string;
  readonly rating?: ReviewRating;
  readonly from?: string;
  readonly to?: string;
}

/** A period whose end is before its start cannot be asked for. */
export const isPeriodReversed = (filters: ReviewFilters): boolean => Boolean(filters.from && filters.to && filters.from > filters.to);

/** `home=all` in the address: every home (without `home` the page shows the first home). */
const ALL_HOMES = 'all';
/** A date field may hold a half-typed date (the field says it is none); longer text is no date at all. */
const MAX_DATE_TEXT = 10;

/**
 * The filters the owner chose, from the page's query string. `accommodation` is absent when no home
 * was chosen (the page then shows its first home) and undefined for "all homes"; values that
 * cannot be filters are ignored.
 */
export function readReviewFilters(search: string): Partial<ReviewFilters> {
  const query = new URLSearchParams(search);
  const chosen: { -readonly [K in keyof ReviewFilters]?: ReviewFilters[K] } = {};
  const home = query.get('home');
  if (home === ALL_HOMES) chosen.accommodation = undefined;
  else if (home && isAccommodationCode(home)) chosen.accommodation = home;
  const rating = query.get('rating');
  if (rating && (ReviewRatings as readonly string[]).includes(rating)) chosen.rating = rating as ReviewRating;
  for (const name of ['from', 'to'] as const) {
    const value = query.get(name);
    if (value && value.length <= MAX_DATE_TEXT) chosen[name] = value;
  }
  return chosen;
}

/** The query string of the chosen filters, keeping other parameters of `search`; no leading '?'. */
export function writeReviewFilters(chosen: Partial<ReviewFilters>, search = ''): string {
  const query = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) => (value ? query.set(name, value) : query.delete(name));
  set('home', 'accommodation' in chosen ? (chosen.accommodation ?? ALL_HOMES) : undefined);
  set('rating', chosen.rating);
  set('from', chosen.from);
  set('to', chosen.to);
  return query.toString();
}
