import type { CalendarDay } from '../domain/date-format';
import { dateTimeFormat } from '../domain/intl-formats';

/**
 * The time zone moments (instants with a time of day) and today are shown in: the browser's own
 * (undefined), unless a render outside the browser names the visitor's (the server's render of a
 * signed-in page, src/app/first-view.tsx, from the zone the browser keeps in a cookie), so the
 * HTML shows what the browser will when it hydrates it.
 */
let current: () => string | undefined = () => undefined;

export function momentZone(): string | undefined {
  return current();
}

/** Called once by a render outside the browser: where it finds the zone of the render in progress. */
export function showMomentsIn(zone: () => string | undefined): void {
  current = zone;
}

/** The calendar day (year, month, day) of a moment in the visitor's zone. */
export function dayInZone(moment: Date): CalendarDay {
  const timeZone = momentZone();
  if (!timeZone) return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Today in the visitor's zone, yyyy-MM-dd. */
export function visitorToday(now: Date = new Date()): string {
  const { year, month, day } = dayInZone(now);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
