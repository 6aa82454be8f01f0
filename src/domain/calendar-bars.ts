import { addDays } from './date-arithmetic';
import type { DateSpan } from './calendar-range';

/**
 * What a day of a month grid draws of the entries around it, so that each stay reads as one bar:
 * the bar starts at midday of the arrival (the afternoon half of its first night), runs through
 * its nights and ends at midday of the departure (the morning half of that day). Two stays back
 * to back therefore share a day, each on its half, and read as two.
 */
export interface BarPiece<T> {
  readonly entry: T;
  /** `night`: the entry holds this day's night; `departure`: the morning the guests leave. */
  readonly part: 'night' | 'departure';
  /** A night that is the stay's first (the bar starts at midday). */
  readonly arrives: boolean;
  /**
   * On the first night of the stay and on the first night of each week row: how many nights of
   * the row the bar's label may run across (it is written once per row); else 0.
   */
  readonly labelNights: number;
}

/**
 * The pieces of a day of the row weekStart..weekEnd (ISO dates, both included): one per entry
 * holding the night (from ≤ day < to) and one per entry leaving that morning (to = day); nights
 * first, in the entries' order. Entries are spans with `to` exclusive, like every stay.
 */
export function barPieces<T extends DateSpan>(entries: readonly T[], day: string, weekStart: string, weekEnd: string): BarPiece<T>[] {
  const nights: BarPiece<T>[] = [];
  const departures: BarPiece<T>[] = [];
  for (const entry of entries) {
    if (entry.to === day) departures.push({ entry, part: 'departure', arrives: false, labelNights: 0 });
    if (!(entry.from <= day && day < entry.to)) continue;
    const labelled = day === entry.from || day === weekStart;
    nights.push({ entry, part: 'night', arrives: day === entry.from, labelNights: labelled ? nightsUntil(day, entry.to, addDays(weekEnd, 1)) : 0 });
  }
  return [...nights, ...departures];
}

/** Nights from `day` to the earlier of the departure and the row's end (both exclusive). */
function nightsUntil(day: string, departure: string, rowEnd: string): number {
  const end = departure < rowEnd ? departure : rowEnd;
  let nights = 0;
  for (let night = day; night < end; night = addDays(night, 1)) nights += 1;
  return nights;
}
