import * as z from 'zod/mini';
import { CalendarDate } from './calendar-date';
import { ContactInfoTypes, DateModes, RangeTypes, ReservationKinds } from '../domain/enumerations';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One change of a reservation: its dates or its guests, with the value before (spec 3). */
export const ReservationChange = z.object({
  changedAt: z.string(),
  changes: z.array(
    z.union([
      z.object({
        type: z.literal('dates'),
        previous: z.object({ arrivalDate: isoDate, departureDate: isoDate }),
        current: z.object({ arrivalDate: isoDate, departureDate: isoDate }),
      }),
      z.object({
        type: z.literal('pax'),
        previous: z.object({ adults: z.number(), children: z.number() }),
        current: z.object({ adults: z.number(), children: z.number() }),
      }),
    ]),
  ),
});
export type ReservationChange = z.infer<typeof ReservationChange>;

/** A stay on one of the account's holiday homes (spec 3 "Reservation"). */
export const Reservation = z.object({
  /** Opaque id for detail and removal. */
  id: z.string(),
  resNo: z.string(),
  accommodation: z.object({ code: z.string(), name: z.string() }),
  arrivalDate: isoDate,
  departureDate: isoDate,
  nights: z.number(),
  pax: z.object({ adults: z.number(), children: z.number() }),
  travellerName: z.string(),
  /** `show` false: the provider does not share the guest's contact (value is then empty). */
  travellerContact: z.object({
    show: z.boolean(),
    value: z.array(z.object({ type: z.enum(ContactInfoTypes), contact: z.string() })),
  }),
  changes: z.array(ReservationChange),
  kind: z.nullable(z.enum(ReservationKinds)),
  ownerBooking: z.boolean(),
  myRent: z.boolean(),
  houseClosing: z.boolean(),
  canceled: z.boolean(),
  /** Whether a guest left comments (never for owner bookings, whose note is `ownerNote`). */
  commentsAvailable: z.boolean(),
  /** The note the owner wrote with their own booking (OwnerBooking, MyRent); else null. */
  ownerNote: z.nullable(z.string()),
  /** Owner bookings that have not started can be removed (DELETE /api/owner-bookings/{id}). */
  removable: z.boolean(),
});
export type Reservation = z.infer<typeof Reservation>;

/**
 * GET /api/reservations query. `properties` is a comma-separated list of accommodation codes
 * (all of the account's when absent). Dates are inclusive, real calendar dates (zod's
 * iso.date checks month lengths and leap years), dateFrom not after dateTo; without either date
 * the list starts today (what is coming).
 */
export const ReservationsQuery = z.object({
  sort: z._default(z.enum(DateModes), 'arrival'),
  rangeType: z._default(z.enum(RangeTypes), 'arrivalDate'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 12),
  dateFrom: z.optional(CalendarDate),
  dateTo: z.optional(CalendarDate),
  properties: z.optional(z.string().check(z.regex(/^[A-Z]{2}\d+\.\d+\.\d+(,[A-Z]{2}\d+\.\d+\.\d+)*$/), z.maxLength(2000))),
}).check(
  // A range whose start is after its end: dateTo is too small (the filter form says the same).
  z.check((ctx) => {
    const { dateFrom, dateTo } = ctx.value;
    if (dateFrom && dateTo && dateFrom > dateTo) ctx.issues.push({ code: 'too_small', origin: 'date', minimum: Date.parse(dateFrom), inclusive: true, input: dateTo, path: ['dateTo'] });
  }),
);
export type ReservationsQuery = z.infer<typeof ReservationsQuery>;

/** GET /api/reservations: one page; `rest` = how many come after this page. */
export const ReservationPage = z.object({
  content: z.array(Reservation),
  page: z.number(),
  size: z.number(),
  total: z.number(),
  rest: z.number(),
});
export type ReservationPage = z.infer<typeof ReservationPage>;
