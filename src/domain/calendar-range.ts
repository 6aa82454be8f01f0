import { addDays } from './date-arithmetic';
import { nightsBetween, staysOverlap } from './stay';

/** The longest calendar request: 400 days (a year plus the weeks around it), both ends included. */
export const MAX_CALENDAR_DAYS = 400;

/** A span of nights [from, to) as ISO dates, `to` exclusive (the departure day). */
export interface DateSpan {
  readonly from: string;
  readonly to: string;
}

/**
 * What is wrong with a calendar request for the days `from`..`to` (both included, real ISO dates):
 * `too_small` when `to` is before `from`, `too_big` beyond MAX_CALENDAR_DAYS days, else null.
 */
export function calendarRangeProblem(from: string, to: string): 'too_small' | 'too_big' | null {
  const days = nightsBetween(from, to) + 1;
  if (days < 1) return 'too_small';
  return days > MAX_CALENDAR_DAYS ? 'too_big' : null;
}

/**
 * The occupied spans of some entries: sorted by start, overlapping or touching spans merged into
 * one, empty spans (to ≤ from) dropped. Every night of an input is in exactly one output span.
 */
export function mergeSpans(spans: readonly DateSpan[]): DateSpan[] {
  // ISO dates of four-digit years sort as strings.
  const sorted = spans.filter((span) => span.to > span.from).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: { from: string; to: string }[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.from <= last.to) {
      if (span.to > last.to) last.to = span.to;
    } else {
      merged.push({ from: span.from, to: span.to });
    }
  }
  return merged;
}

/** The entries that share at least one night with the span (what a new booking there would clash with). */
export function clashingEntries<T extends DateSpan>(span: DateSpan, entries: readonly T[]): T[] {
  const stay = { arrival: span.from, departure: span.to };
  return entries.filter((entry) => staysOverlap(stay, { arrival: entry.from, departure: entry.to }));
}

/**
 * The nights an imported event blocks, from the local dates of its start and end: [start, end),
 * at least the start night (a timed event on one day, or one without an end, blocks that night).
 * An all-day event's end is already the day after its last night; a timed event ending at 10:00
 * frees that day, so both read the same way.
 */
export function importedSpan(startDate: string, endDate: string | null): DateSpan {
  const nights = endDate === null ? 1 : Math.max(1, nightsBetween(startDate, endDate));
  return { from: startDate, to: addDays(startDate, nights) };
}
