import { addDays } from './date-arithmetic';
import { type DateSpan } from './calendar-range';
import { entriesOnDay } from './calendar-grid';

/**
 * Days chosen in the month view for a new owner booking: the nights `from`..`to` (both included,
 * from ≤ to), grown from `anchor` (the day tapped or focused first).
 */
export interface DaySelection {
  readonly anchor: string;
  readonly from: string;
  readonly to: string;
}

/** The selection from the anchor to another day, in either direction. */
export function selectionBetween(anchor: string, day: string): DaySelection {
  return day < anchor ? { anchor, from: day, to: anchor } : { anchor, from: anchor, to: day };
}

/** The first selected night something occupies, with what occupies it; null when all are free. */
export function firstOccupiedNight<T extends DateSpan>(selection: Pick<DaySelection, 'from' | 'to'>, entries: readonly T[]): { day: string; entries: T[] } | null {
  // addDays(…, 0) reads the start as a date: RangeError for a string that is not one.
  for (let day = addDays(selection.from, 0); day <= selection.to; day = addDays(day, 1)) {
    const onDay = entriesOnDay(entries, day);
    if (onDay.length > 0) return { day, entries: onDay };
  }
  return null;
}

/** The owner booking of the selected nights: arrival on the first, departure the day after the last (exclusive). */
export function bookingDates(selection: Pick<DaySelection, 'from' | 'to'>): { arrivalDate: string; departureDate: string } {
  return { arrivalDate: selection.from, departureDate: addDays(selection.to, 1) };
}
