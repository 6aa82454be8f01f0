import { Temporal } from 'temporal-polyfill';

/** The time source of the server. Services take it as a dependency so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** `date` plus `ms` milliseconds. */
export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

/**
 * The server's calendar day: the UTC date of the clock. Stays are whole days; using one zone for
 * every account keeps "today" the same on every instance and in every query.
 */
export function today(clock: Clock): Temporal.PlainDate {
  return Temporal.PlainDate.from(clock.now().toISOString().slice(0, 10));
}
