import { isCalendarDate } from '../../domain/calendar-date';
import { RESERVATION_PAGE_SIZE } from '../../domain/constants';
import { isAccommodationCode } from '../../domain/patterns';
import type { ReservationType } from '../../domain/route-params';
import type { ReservationsQuery } from '../../contract/reservations';

/** The list filters a person can set; kept in the page's query string (same names as the API). */
export interface ReservationFilters {
  /** yyyy-MM-dd, inclusive; null: no lower bound. */
  readonly dateFrom: string | null;
  /** yyyy-MM-dd, inclusive; null: no upper bound. */
  readonly dateTo: string | null;
  /** Accommodation codes; empty: all of the account's. */
  readonly properties: readonly string[];
}

export const noFilters: ReservationFilters = { dateFrom: null, dateTo: null, properties: [] };

const date = (value: string | null) => (value && isCalendarDate(value) ? value : null);

/** Filters from a query string; values that are not real dates or accommodation codes are ignored. */
export function readFilters(search: string): ReservationFilters {
  const query = new URLSearchParams(search);
  const codes = (query.get('properties') ?? '').split(',').filter(isAccommodationCode);
  return { dateFrom: date(query.get('dateFrom')), dateTo: date(query.get('dateTo')), properties: [...new Set(codes)] };
}

/** The query string with these filters; other parameters of `search` are kept. No leading '?'. */
export function writeFilters(filters: ReservationFilters, search = ''): string {
  const query = new URLSearchParams(search);
  const set = (name: string, value: string | null) => (value ? query.set(name, value) : query.delete(name));
  set('dateFrom', filters.dateFrom);
  set('dateTo', filters.dateTo);
  set('properties', filters.properties.length > 0 ? filters.properties.join(',') : null);
  return query.toString();
}

export function hasFilters(filters: ReservationFilters): boolean {
  return filters.dateFrom !== null || filters.dateTo !== null || filters.properties.length > 0;
}

/** How many filters are set (each date and the homes count once), for the folded filters' label. */
export function activeFilterCount(filters: ReservationFilters): number {
  return Number(filters.dateFrom !== null) + Number(filters.dateTo !== null) + Number(filters.properties.length > 0);
}

/** A range whose start is after its end cannot match anything: the form says so instead. */
export function isRangeReversed(filters: Pick<ReservationFilters, 'dateFrom' | 'dateTo'>): boolean {
  return filters.dateFrom !== null && filters.dateTo !== null && filters.dateFrom > filters.dateTo;
}

/** The API query of one page of a list: arrivals sort and filter by arrival date, departures by departure date. */
export function listQuery(type: ReservationType, filters: ReservationFilters, page: number): Partial<ReservationsQuery> {
  const byArrival = type === 'arrivals';
  return {
    sort: byArrival ? 'arrival' : 'departure',
    rangeType: byArrival ? 'arrivalDate' : 'departureDate',
    page,
    size: RESERVATION_PAGE_SIZE,
    ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}),
    ...(filters.dateTo ? { dateTo: filters.dateTo } : {}),
    ...(filters.properties.length > 0 ? { properties: filters.properties.join(',') } : {}),
  };
}
