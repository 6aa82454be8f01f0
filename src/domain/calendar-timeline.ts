import { dateParts, daysInMonth } from './calendar-date';
import { addDays, addMonths, isoDate } from './date-arithmetic';
import type { GridKey } from './calendar-grid';

/** A cell of the multi-home timeline: the home's row (0-based) and the day's column. */
export interface TimelinePosition {
  readonly home: number;
  readonly day: string;
}

/** Every day of a month (1–12) of a year, in order: the timeline's columns. */
export function monthDays(year: number, month: number): string[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => isoDate(year, month, index + 1));
}

/**
 * Where a key of the WAI-ARIA grid pattern moves the timeline's focus among `homes` rows: a day
 * left or right (possibly into the neighbouring month), a home up or down (staying within the
 * rows), the month's first or last day (Home / End), the same day of the previous or next month
 * (Page Up / Page Down; the month's last day when it is shorter).
 */
export function moveInTimeline(position: TimelinePosition, key: GridKey, homes: number): TimelinePosition {
  const { year, month } = dateParts(position.day);
  const home = Math.min(Math.max(position.home, 0), Math.max(homes - 1, 0));
  switch (key) {
    case 'ArrowUp':
      return { home: Math.max(home - 1, 0), day: position.day };
    case 'ArrowDown':
      return { home: Math.min(home + 1, Math.max(homes - 1, 0)), day: position.day };
    case 'ArrowLeft':
      return { home, day: addDays(position.day, -1) };
    case 'ArrowRight':
      return { home, day: addDays(position.day, 1) };
    case 'Home':
      return { home, day: isoDate(year, month, 1) };
    case 'End':
      return { home, day: isoDate(year, month, daysInMonth(year, month)) };
    case 'PageUp':
      return { home, day: addMonths(position.day, -1) };
    case 'PageDown':
      return { home, day: addMonths(position.day, 1) };
  }
}
