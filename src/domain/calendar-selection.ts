import { Temporal } from 'temporal-polyfill';
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
  for (let day = Temporal.PlainDate.from(selection.from); day.toString() <= selection.to; day = day.add({ days: 1 })) {
    const onDay = entriesOnDay(entries, day.toString());
    if (onDay.length > 0) return { day: day.toString(), entries: onDay };
  }
  return null;
}

/** The owner booking of the selected nights: arrival on the first, departure the day after the last (exclusive). */
export function bookingDates(selection: Pick<DaySelection, 'from' | 'to'>): { arrivalDate: string; departureDate: string } {
  return { arrivalDate: selection.from, departureDate: Temporal.PlainDate.from(selection.to).add({ days: 1 }).toString() };
}
