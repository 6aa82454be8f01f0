/** Gregorian leap year rule (proleptic): every 4th year, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether a string is a real calendar date written yyyy-MM-dd (no Temporal, for the login bundle). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The parts of a yyyy-MM-dd date; throws RangeError for a string that is not a calendar date, as Temporal does. */
export function dateParts(value: string): { year: number; month: number; day: number } {
  if (!isCalendarDate(value)) throw new RangeError(`Not a calendar date: ${value}`);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/**
 * Days from 1970-01-01 to a day given by its parts (proleptic Gregorian, Hinnant's
 * days_from_civil), for any year: no RangeError, for arithmetic across the years 0–9999.
 */
export function epochDayOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * Days from 1970-01-01 to a yyyy-MM-dd date (proleptic Gregorian): date arithmetic without
 * Temporal, whose polyfill costs a signed-in page ~19 kB gzip.
 * Throws RangeError for a string that is not a calendar date, as Temporal does.
 */
export function epochDay(value: string): number {
  const { year, month, day } = dateParts(value);
  return epochDayOf(year, month, day);
}

/** Days from one yyyy-MM-dd date to another (the nights of a stay; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/**
 * The dates requests may name: 1900-01-01 to 2999-12-31. Wider than any stay, payment or review,
 * narrow enough that the database and date arithmetic never see year 0 (PostgreSQL has none) or
 * 5 digits. (yyyy-MM-dd compares as text; '3000' sorts after every 2999 date.)
 */
export function isSupportedDate(value: string): boolean {
  return isCalendarDate(value) && value >= '1900' && value < '3000';
}
