import { dateParts, daysBetween, daysInMonth } from './calendar-date';
import { addDays } from './date-arithmetic';
import type { ReviewRating } from './enumerations';

/**
 * The benchmark: a holiday home against comparable homes, month by month over the season. Every
 * figure comes from the same additive month inputs, so one home and a pool of comparable homes are
 * measured by one rule (the pool is the sum of its homes' inputs: a pooled, night-weighted market).
 */

/** The months of a season: April to October. */
export const SEASON_FIRST_MONTH = 4;
export const SEASON_LAST_MONTH = 10;

/** The figures of the benchmark, in display order. */
export const BenchmarkMetrics = ['occupancy', 'averageNightlyPrice', 'revenuePerAvailableNight', 'reviewScore', 'leadTime'] as const;
export type BenchmarkMetric = (typeof BenchmarkMetrics)[number];

/** What a month is computed from; every field adds up over homes. */
export interface MonthInputs {
  /** Nights the home could be let (the month's nights minus the owner's own use and closings). */
  readonly availableNights: number;
  /** Nights let to guests. */
  readonly bookedNights: number;
  /** The owner's revenue of those nights, in minor units. */
  readonly revenueCents: number;
  /** Guest bookings arriving in the month. */
  readonly bookings: number;
  /** Days between booking and arrival, summed over those bookings. */
  readonly leadDaysTotal: number;
  /** Review scores (1–5) of the month's reviews, summed. */
  readonly reviewScoreTotal: number;
  readonly reviews: number;
}

export const EMPTY_MONTH: MonthInputs = {
  availableNights: 0,
  bookedNights: 0,
  revenueCents: 0,
  bookings: 0,
  leadDaysTotal: 0,
  reviewScoreTotal: 0,
  reviews: 0,
};

/** The figures of one month; null where the month has nothing to measure. */
export interface MonthFigures {
  /** Booked share of the available nights, 0–1. */
  readonly occupancy: number | null;
  /** Revenue per booked night, minor units, rounded. */
  readonly averageNightlyPrice: number | null;
  /** Revenue per available night, minor units, rounded. */
  readonly revenuePerAvailableNight: number | null;
  /** Mean review score, 1–5, two decimals. */
  readonly reviewScore: number | null;
  /** Mean days between booking and arrival, one decimal. */
  readonly leadTime: number | null;
}

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
const rounded = (value: number | null, decimals: number): number | null => {
  if (value === null) return null;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** The figures of a month's inputs. */
export function monthFigures(inputs: MonthInputs): MonthFigures {
  const occupancy = inputs.availableNights > 0 ? Math.min(1, inputs.bookedNights / inputs.availableNights) : null;
  return {
    occupancy: rounded(occupancy, 4),
    averageNightlyPrice: rounded(ratio(inputs.revenueCents, inputs.bookedNights), 0),
    revenuePerAvailableNight: rounded(ratio(inputs.revenueCents, inputs.availableNights), 0),
    reviewScore: rounded(ratio(inputs.reviewScoreTotal, inputs.reviews), 2),
    leadTime: rounded(ratio(inputs.leadDaysTotal, inputs.bookings), 1),
  };
}

/** The inputs of several homes (or months) together. */
export function sumInputs(list: readonly MonthInputs[]): MonthInputs {
  return list.reduce<MonthInputs>(
    (sum, inputs) => ({
      availableNights: sum.availableNights + inputs.availableNights,
      bookedNights: sum.bookedNights + inputs.bookedNights,
      revenueCents: sum.revenueCents + inputs.revenueCents,
      bookings: sum.bookings + inputs.bookings,
      leadDaysTotal: sum.leadDaysTotal + inputs.leadDaysTotal,
      reviewScoreTotal: sum.reviewScoreTotal + inputs.reviewScoreTotal,
      reviews: sum.reviews + inputs.reviews,
    }),
    EMPTY_MONTH,
  );
}

/** A review's score on the 1–5 scale; NA counts as no review. */
export function reviewScoreOf(rating: ReviewRating): number | null {
  const scores: Record<ReviewRating, number | null> = { NA: null, Terrible: 1, Poor: 2, Average: 3, Good: 4, Great: 5 };
  return scores[rating];
}

/** The months of a season as yyyy-MM. */
export function seasonMonths(year: number): string[] {
  const months: string[] = [];
  for (let month = SEASON_FIRST_MONTH; month <= SEASON_LAST_MONTH; month++) months.push(`${year}-${String(month).padStart(2, '0')}`);
  return months;
}

/** The season a benchmark shows by default on `today`: this year's once April has begun, else last year's. */
export function defaultSeasonYear(today: string): number {
  const date = dateParts(today);
  return date.month >= SEASON_FIRST_MONTH ? date.year : date.year - 1;
}

/** The last season that is over on `today` (opportunities look at whole seasons). */
export function lastCompleteSeasonYear(today: string): number {
  const date = dateParts(today);
  return date.month > SEASON_LAST_MONTH ? date.year : date.year - 1;
}

/** The high season (July and August) still ahead on `today`, as a half-open [from, to) of ISO dates. */
export function upcomingHighSeason(today: string): readonly [string, string] {
  const date = dateParts(today);
  const end = `${date.year}-09-01`;
  if (today < end) return [today > `${date.year}-07-01` ? today : `${date.year}-07-01`, end];
  return [`${date.year + 1}-07-01`, `${date.year + 1}-09-01`];
}

/** How a stay of the home's own calendar counts. */
export type BenchmarkStayKind = 'guest' | 'ownUse' | 'other';

/** A stay as the home's benchmark reads it. */
export interface BenchmarkStay {
  readonly kind: BenchmarkStayKind;
  /** Half-open [arrival, departure), ISO dates. */
  readonly arrival: string;
  readonly departure: string;
  /** The owner's revenue of the whole stay (guest stays), minor units. */
  readonly revenueCents: number;
  /** The day it was booked (ISO date). */
  readonly bookedOn: string;
}

/** A review of the home as the benchmark reads it. */
export interface BenchmarkReview {
  readonly rating: ReviewRating;
  /** ISO date of the review. */
  readonly writtenOn: string;
}

const OWN_USE = new Set(['OwnerBooking', 'HouseClosing', 'Blocked', 'ExternalBooking']);

/**
 * The stay kinds of the portal: guests (a reservation, the owner's own let); own use (the owner's
 * stays, closings, blocked days and bookings through other channels: not available to rent here);
 * anything else (options, requests) does not count.
 */
export function benchmarkStayKind(kind: string): BenchmarkStayKind {
  if (kind === 'Reservation' || kind === 'MyRent') return 'guest';
  return OWN_USE.has(kind) ? 'ownUse' : 'other';
}

/** Nights of the stay [arrival, departure) inside the range [from, to) (ISO dates). */
export function overlapNights(arrival: string, departure: string, from: string, to: string): number {
  const start = arrival > from ? arrival : from;
  const end = departure < to ? departure : to;
  return start < end ? daysBetween(start, end) : 0;
}

function nightsInMonth(arrival: string, departure: string, month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  return overlapNights(arrival, departure, first, addDays(first, daysInMonth(year, monthNumber)));
}

/**
 * The inputs of one month of one home from its calendar and reviews: available nights are the
 * month's nights minus own use and closings; guest nights and their revenue (spread evenly over
 * the stay's nights) count where they fall; bookings and lead time count in the arrival month;
 * reviews in the month they were written.
 */
export function homeMonthInputs(month: string, stays: readonly BenchmarkStay[], reviews: readonly BenchmarkReview[]): MonthInputs {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  let ownUse = 0;
  let bookedNights = 0;
  let revenueCents = 0;
  let bookings = 0;
  let leadDaysTotal = 0;
  for (const stay of stays) {
    const nights = nightsInMonth(stay.arrival, stay.departure, month);
    const stayNights = Math.max(1, daysBetween(stay.arrival, stay.departure));
    if (stay.kind === 'ownUse') ownUse += nights;
    if (stay.kind !== 'guest') continue;
    bookedNights += nights;
    revenueCents += (stay.revenueCents * nights) / stayNights;
    if (stay.arrival.startsWith(month)) {
      bookings += 1;
      leadDaysTotal += Math.max(0, daysBetween(stay.bookedOn, stay.arrival));
    }
  }
  const scores = reviews.filter((review) => review.writtenOn.startsWith(month)).flatMap((review) => reviewScoreOf(review.rating) ?? []);
  return {
    availableNights: Math.max(0, daysInMonth(year, monthNumber) - ownUse),
    bookedNights,
    revenueCents,
    bookings,
    leadDaysTotal,
    reviewScoreTotal: scores.reduce((sum, score) => sum + score, 0),
    reviews: scores.length,
  };
}

/** One month of the benchmark: the home, the comparable homes. */
export interface BenchmarkMonth {
  readonly month: string;
  readonly home: MonthFigures;
  readonly market: MonthFigures;
}

/** Differences smaller than these read as "level with similar homes". */
export const READING_TOLERANCE: Readonly<Record<BenchmarkMetric, number>> = {
  occupancy: 3,
  averageNightlyPrice: 0.05,
  revenuePerAvailableNight: 0.05,
  reviewScore: 0.1,
  leadTime: 3,
};

/** One sentence of the plain-language reading. */
export interface ReadingItem {
  readonly metric: BenchmarkMetric;
  /** The month of the widest gap (yyyy-MM). */
  readonly month: string;
  readonly direction: 'above' | 'below' | 'level';
  /**
   * The gap's size, always ≥ 0: percentage points (occupancy), percent (prices), score points
   * (review score), days (lead time).
   */
  readonly difference: number;
}

/** The gap of one metric in one month in the reading's unit (signed: home minus market). */
export function metricGap(metric: BenchmarkMetric, home: MonthFigures, market: MonthFigures): number | null {
  const own = home[metric];
  const theirs = market[metric];
  if (own === null || theirs === null) return null;
  if (metric === 'occupancy') return (own - theirs) * 100;
  if (metric === 'averageNightlyPrice' || metric === 'revenuePerAvailableNight') return theirs > 0 ? own / theirs - 1 : null;
  return own - theirs;
}

/**
 * The plain-language reading: per metric, the month where the home differs most from comparable
 * homes ("your occupancy in July was 12 points below similar homes"); within READING_TOLERANCE
 * it reads as level. Metrics without any month to compare are left out.
 */
export function benchmarkReading(months: readonly BenchmarkMonth[]): ReadingItem[] {
  return BenchmarkMetrics.flatMap((metric) => {
    let widest: { month: string; gap: number } | null = null;
    for (const { month, home, market } of months) {
      const gap = metricGap(metric, home, market);
      if (gap !== null && (widest === null || Math.abs(gap) > Math.abs(widest.gap))) widest = { month, gap };
    }
    if (widest === null) return [];
    const level = Math.abs(widest.gap) < READING_TOLERANCE[metric];
    const isPercent = metric === 'averageNightlyPrice' || metric === 'revenuePerAvailableNight';
    const size = isPercent ? Math.abs(widest.gap) * 100 : Math.abs(widest.gap);
    return [
      {
        metric,
        month: widest.month,
        direction: level ? 'level' : widest.gap > 0 ? 'above' : 'below',
        difference: Math.round(size * 10) / 10,
      },
    ];
  });
}
