import { isCalendarDate } from './calendar-date';
import { Languages, type Language, type LocationLevel } from './enumerations';
import { isAccommodationCode } from './patterns';

export { isAccommodationCode };

/** The reservations list types of /reservations/{type}. */
export const ReservationTypes = ['arrivals', 'departures'] as const;
export type ReservationType = (typeof ReservationTypes)[number];

/** Whether /reservations/{type} names a list; anything else is a 404. */
export function isReservationType(value: unknown): value is ReservationType {
  return typeof value === 'string' && (ReservationTypes as readonly string[]).includes(value);
}

export type CalendarDateQuery = { readonly ok: true; readonly date: string | null } | { readonly ok: false };

/** The calendar's date query: absent or empty is ok with null; otherwise it must be a real yyyy-MM-dd date. */
export function parseCalendarDate(query: string | null | undefined): CalendarDateQuery {
  if (query === null || query === undefined || query === '') return { ok: true, date: null };
  return isCalendarDate(query) ? { ok: true, date: query } : { ok: false };
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (Languages as readonly string[]).includes(value);
}

export type PropertyProfileSlug =
  | { readonly kind: 'ok'; readonly id: string; readonly language: Language }
  | { readonly kind: 'redirect'; readonly to: string[] }
  | { readonly kind: 'invalid' };

/**
 * /property-profile/{id}/{language}: ok with a supported language; a missing or unsupported language
 * redirects to [id, 'en']; no id (or more than two segments) is invalid.
 */
export function resolvePropertyProfileSlug(segments: readonly string[]): PropertyProfileSlug {
  const [id, language] = segments;
  if (!id || segments.length > 2) return { kind: 'invalid' };
  if (isLanguage(language)) return { kind: 'ok', id, language };
  return { kind: 'redirect', to: [id, 'en'] };
}

const BENCHMARK_LEVELS = new Map<string, LocationLevel>([
  ['country', 'Country'],
  ['region', 'Region'],
  ['place', 'Place'],
]);
const LOCATION_SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N}_.-]*$/u;

export type BenchmarkSlug =
  | { readonly kind: 'ok'; readonly accommodationCode: string; readonly level: null; readonly location: null }
  | { readonly kind: 'ok'; readonly accommodationCode: string; readonly level: LocationLevel; readonly location: string }
  | { readonly kind: 'dashboard' };

/**
 * /property-benchmark/{code}[/{country|region|place}/{location}]: the code alone is the accommodation's
 * default level (level null); a level needs a location of letters, digits, '_', '.', '-'. Otherwise
 * the visitor goes to the dashboard.
 */
export function resolveBenchmarkSlug(segments: readonly string[]): BenchmarkSlug {
  const [code, levelSegment = '', location = ''] = segments;
  if (!isAccommodationCode(code) || segments.length > 3) return { kind: 'dashboard' };
  if (segments.length === 1) return { kind: 'ok', accommodationCode: code, level: null, location: null };
  const level = BENCHMARK_LEVELS.get(levelSegment);
  if (!level || !LOCATION_SEGMENT.test(location)) return { kind: 'dashboard' };
  return { kind: 'ok', accommodationCode: code, level, location };
}

export type ContractPricesSlug =
  | { readonly kind: 'overview' }
  | { readonly kind: 'accommodation'; readonly accommodationCode: string }
  | { readonly kind: 'year'; readonly accommodationCode: string; readonly year: number }
  | { readonly kind: 'invalid' };

/** /contract-prices/{slug...}: [] overview, [code] one accommodation, [code, yyyy] one year; anything else invalid. */
export function parseContractPricesSlug(segments: readonly string[]): ContractPricesSlug {
  const [code, year] = segments;
  if (segments.length === 0) return { kind: 'overview' };
  if (segments.length > 2 || !isAccommodationCode(code)) return { kind: 'invalid' };
  if (year === undefined) return { kind: 'accommodation', accommodationCode: code };
  return /^\d{4}$/.test(year) ? { kind: 'year', accommodationCode: code, year: Number(year) } : { kind: 'invalid' };
}
