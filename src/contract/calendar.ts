import * as z from 'zod/mini';
import { isCalendarDate } from '../domain/calendar-date';
import { CalendarDate } from './calendar-date';
import { calendarRangeProblem, MAX_CALENDAR_DAYS } from '../domain/calendar-range';
import { BookingKinds, CalendarEntryTypes } from '../domain/enumerations';


/**
 * GET /api/calendar/{accommodationCode}?from&to: the days from..to, both included, at most
 * MAX_CALENDAR_DAYS (400). A bad date names its field (`invalid_format`), to before from is
 * `to: too_small`, a longer range `to: too_big`.
 */
export const CalendarQuery = z
  .object({ from: CalendarDate, to: CalendarDate })
  .check(
    z.superRefine((query, ctx) => {
      // Field checks ran already; a range of dates that are not real is not checked again.
      if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
      const problem = calendarRangeProblem(query.from, query.to);
      if (problem === 'too_small') ctx.addIssue({ code: 'too_small', origin: 'date', minimum: 0, input: query.to, path: ['to'] });
      if (problem === 'too_big') ctx.addIssue({ code: 'too_big', origin: 'date', maximum: MAX_CALENDAR_DAYS, input: query.to, path: ['to'] });
    }),
  );
export type CalendarQuery = z.infer<typeof CalendarQuery>;

/**
 * One occupied span of a home's calendar [spec 3]. `from` is the first night, `to` the departure
 * day (exclusive), like every stay. Owner bookings are `Blocked` with their `bookingKind`;
 * reservations, owner bookings and house closings carry the id of their reservation page.
 * Imported events (ExternalBooking) carry their feed; one that clashes with a stay already there
 * is not booked but shown with `conflict: true`, so the owner sees it.
 */
export const CalendarEntry = z.object({
  id: z.string(),
  type: z.enum(CalendarEntryTypes),
  from: z.string(),
  to: z.string(),
  /** The guest's name for a reservation or MyRent, the note of an owner booking, the event's title of an import; else ''. */
  title: z.string(),
  reservationId: z.nullable(z.string()),
  bookingKind: z.nullable(z.enum(BookingKinds)),
  feedId: z.nullable(z.string()),
  /** An imported entry's feed name as the owner gave it (the platform, e.g. "Airbnb"); else null. */
  source: z.nullable(z.string()),
  conflict: z.boolean(),
});
export type CalendarEntry = z.infer<typeof CalendarEntry>;

/** A night's price as the home is offered at (contract price, or dynamic pricing's), minor units. */
export const NightPrice = z.object({ date: z.string(), cents: z.number() });
export type NightPrice = z.infer<typeof NightPrice>;

/**
 * The prices of the requested nights from the server's today on, in the contract's currency; only
 * for sessions that may see contract prices (ViewContractPrices), else null. Nights without a
 * contract season are left out.
 */
export const NightPrices = z.object({ currency: z.string(), nights: z.array(NightPrice) });
export type NightPrices = z.infer<typeof NightPrices>;

/** GET /api/calendar/{accommodationCode}: the entries touching the requested days, by start, and the nights' prices. */
export const CalendarResponse = z.object({ entries: z.array(CalendarEntry), prices: z.nullable(NightPrices) });
export type CalendarResponse = z.infer<typeof CalendarResponse>;

/** One home's entries in GET /api/calendar: its code and the entries touching the requested days, by start. */
export const HomeCalendar = z.object({ accommodationCode: z.string(), entries: z.array(CalendarEntry) });
export type HomeCalendar = z.infer<typeof HomeCalendar>;

/**
 * GET /api/calendar?from&to (the same query and limits as one home's): every home of the account
 * in the order of GET /api/accommodations (name, then code), each with its entries. One request
 * for the multi-home timeline instead of one per home.
 */
export const HomesCalendarResponse = z.object({ homes: z.array(HomeCalendar) });
export type HomesCalendarResponse = z.infer<typeof HomesCalendarResponse>;
