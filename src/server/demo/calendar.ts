/** UTC calendar-date helpers for the generators (ISO 'YYYY-MM-DD' strings, no time zones involved). */

const DAY_MS = 86_400_000;

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseIsoDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  return toIsoDate(new Date(parseIsoDate(iso).getTime() + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS);
}

/** 1-based month of an ISO date. */
export function monthOf(iso: string): number {
  return Number(iso.slice(5, 7));
}

/** A fixed instant on a date, for timestamps such as booked_at. */
export function atTime(iso: string, hour: number, minute = 0): Date {
  return new Date(`${iso}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
}
