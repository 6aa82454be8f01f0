import * as z from 'zod/mini';
import { isCalendarDate } from '../domain/calendar-date';
import { ACCOMMODATION_CODE } from '../domain/patterns';
import { BookingKinds } from '../domain/enumerations';
import { nightsBetween } from '../domain/stay';
import { CalendarDate } from './calendar-date';

/** The longest owner booking: a year of nights. */
export const MAX_OWNER_BOOKING_NIGHTS = 365;

/**
 * POST /api/owner-bookings: the owner blocks their home for their own use (OwnerBooking) or for a
 * stay they let themselves (MyRent, with the guest's name) [spec 3]. Dates yyyy-MM-dd, departure
 * exclusive: `departureDate: too_small` when not after the arrival, `too_big` beyond a year;
 * `guestName: too_small` when a MyRent has none. (An arrival before today is the server's
 * `arrivalDate: too_small`: it needs the clock.)
 */
export const OwnerBookingRequest = z
  .object({
    accommodationCode: z.string().check(z.regex(ACCOMMODATION_CODE)),
    arrivalDate: CalendarDate,
    departureDate: CalendarDate,
    kind: z.enum(BookingKinds),
    guestName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  })
  .check(
    z.superRefine((booking, ctx) => {
      if (!isCalendarDate(booking.arrivalDate) || !isCalendarDate(booking.departureDate)) return;
      const nights = nightsBetween(booking.arrivalDate, booking.departureDate);
      if (nights < 1) ctx.addIssue({ code: 'too_small', origin: 'date', minimum: 1, input: booking.departureDate, path: ['departureDate'] });
      if (nights > MAX_OWNER_BOOKING_NIGHTS) {
        ctx.addIssue({ code: 'too_big', origin: 'date', maximum: MAX_OWNER_BOOKING_NIGHTS, input: booking.departureDate, path: ['departureDate'] });
      }
      if (booking.kind === 'MyRent' && !booking.guestName) {
        ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, input: booking.guestName ?? '', path: ['guestName'] });
      }
    }),
  );
export type OwnerBookingRequest = z.infer<typeof OwnerBookingRequest>;

/** The `Idempotency-Key` header of POST /api/owner-bookings: 8–128 visible ASCII characters (a UUID fits). */
export const IdempotencyKey = z.string().check(z.regex(/^[\x21-\x7e]{8,128}$/));

/** A created owner booking (201); the same Idempotency-Key answers it again with the same id. */
export const OwnerBooking = z.object({
  /** The id of its reservation page and of DELETE /api/owner-bookings/{id}. */
  id: z.string(),
  resNo: z.string(),
  accommodationCode: z.string(),
  arrivalDate: z.string(),
  departureDate: z.string(),
  kind: z.enum(BookingKinds),
  guestName: z.string(),
  note: z.string(),
});
export type OwnerBooking = z.infer<typeof OwnerBooking>;
