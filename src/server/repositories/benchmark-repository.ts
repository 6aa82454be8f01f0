import { sql } from 'kysely';
import type { MonthInputs } from '../../domain/benchmark';
import type { ReviewRating } from '../../domain/enumerations';
import type { Executor } from './executor';

/** Which comparable homes count: a location (country; region; place), the home's currency, a size range. */
export interface ComparableFilter {
  readonly country: string;
  readonly region: string | null;
  readonly place: string | null;
  readonly currency: string;
  readonly bedroomsFrom: number;
  readonly bedroomsTo: number;
}

/** One comparable home's month (first day, ISO) with its inputs. */
export interface ComparableMonthRecord extends MonthInputs {
  readonly comparableHomeId: number;
  readonly month: string;
}

function comparableHomes(db: Executor, filter: ComparableFilter) {
  let query = db
    .selectFrom('comparableHomes')
    .where('comparableHomes.country', '=', filter.country)
    .where('comparableHomes.currency', '=', filter.currency)
    .where('comparableHomes.bedrooms', '>=', filter.bedroomsFrom)
    .where('comparableHomes.bedrooms', '<=', filter.bedroomsTo);
  if (filter.region !== null) query = query.where('comparableHomes.region', '=', filter.region);
  if (filter.place !== null) query = query.where('comparableHomes.place', '=', filter.place);
  return query;
}

const INPUT_COLUMNS = [
  'comparableHomeMonths.availableNights',
  'comparableHomeMonths.bookedNights',
  'comparableHomeMonths.revenueCents',
  'comparableHomeMonths.bookings',
  'comparableHomeMonths.leadDaysTotal',
  'comparableHomeMonths.reviewScoreTotal',
  'comparableHomeMonths.reviews',
] as const;

/** The months in [from, to] (first days) of the comparable homes the filter selects. */
export async function listComparableMonths(db: Executor, filter: ComparableFilter, from: string, to: string): Promise<ComparableMonthRecord[]> {
  return comparableHomes(db, filter)
    .innerJoin('comparableHomeMonths', 'comparableHomeMonths.comparableHomeId', 'comparableHomes.id')
    .select(['comparableHomeMonths.comparableHomeId', 'comparableHomeMonths.month', ...INPUT_COLUMNS])
    .where('comparableHomeMonths.month', '>=', from)
    .where('comparableHomeMonths.month', '<=', to)
    .execute();
}

/** How many comparable homes the filter selects. */
export async function countComparableHomes(db: Executor, filter: ComparableFilter): Promise<number> {
  const row = await comparableHomes(db, filter).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}

/** The comparable homes the filter selects with their attributes and dynamic pricing. */
export async function listComparableHomes(db: Executor, filter: ComparableFilter): Promise<{ id: number; attributes: string[]; dynamicPricing: boolean }[]> {
  return comparableHomes(db, filter).select(['comparableHomes.id', 'comparableHomes.attributes', 'comparableHomes.dynamicPricing']).orderBy('comparableHomes.id').execute();
}

/** A stay of the home touching [from, to) with what the benchmark reads. Canceled stays do not count. */
export async function listBenchmarkStays(
  db: Executor,
  accommodationId: number,
  from: string,
  to: string,
): Promise<{ kind: string; arrival: string; departure: string; revenueCents: number | null; bookedAt: Date }[]> {
  return db
    .selectFrom('stays')
    .select(['kind', sql<string>`lower(period)`.as('arrival'), sql<string>`upper(period)`.as('departure'), 'revenueCents', 'bookedAt'])
    .where('accommodationId', '=', accommodationId)
    .where('canceled', '=', false)
    .where(sql<boolean>`period && daterange(${from}::date, ${to}::date, '[)')`)
    .execute();
}

/** The home's reviews written in [from, to). */
export async function listBenchmarkReviews(db: Executor, accommodationId: number, from: string, to: string): Promise<{ rating: ReviewRating; createdAt: Date }[]> {
  return db
    .selectFrom('reviews')
    .select(['rating', 'createdAt'])
    .where('accommodationId', '=', accommodationId)
    .where('createdAt', '>=', new Date(`${from}T00:00:00Z`))
    .where('createdAt', '<', new Date(`${to}T00:00:00Z`))
    .execute();
}
