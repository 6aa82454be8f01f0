import { Temporal } from 'temporal-polyfill';
import type { DateLike } from './stay';

/**
 * Reads a date as a Temporal.PlainDate; throws RangeError for a string that is not an ISO calendar
 * date. For the server and code that needs Temporal's API: pages do their date arithmetic with
 * date-arithmetic.ts, without the polyfill (~19 kB gzip).
 */
export function toPlainDate(date: DateLike): Temporal.PlainDate {
  return Temporal.PlainDate.from(date);
}
