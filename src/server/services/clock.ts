/** The time source of the server. Services take it as a dependency so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** `date` plus `ms` milliseconds. */
export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
