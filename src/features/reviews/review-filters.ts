import type { ReviewRating } from '../../domain/enumerations';

/** The review list's filters; undefined = not filtered. */
export interface ReviewFilters {
  readonly accommodation?: string;
  readonly rating?: ReviewRating;
  readonly from?: string;
  readonly to?: string;
}

/** A period whose end is before its start cannot be asked for. */
export const isPeriodReversed = (filters: ReviewFilters): boolean => Boolean(filters.from && filters.to && filters.from > filters.to);
