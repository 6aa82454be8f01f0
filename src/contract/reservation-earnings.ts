import * as z from 'zod/mini';
import { JobStatuses } from '../domain/enumerations';
import { TransactionKinds } from './payments';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * GET /api/reservations/{resNo}/earnings (issue 17): what the owner earns from one reservation,
 * from the bookings of the payments slice that carry its number. Needs ViewPayments (403 otherwise);
 * another account's reservation answers 404. Amounts are decimals in `currency` (the payout currency).
 */
export const ReservationEarnings = z.object({
  resNo: z.string(),
  /** Null when nothing is booked for the reservation (then every amount is 0). */
  currency: z.nullable(z.string()),
  /** The rental income credited to the owner. */
  gross: z.number(),
  /** The deductions booked against it, summed per kind (commission, cleaning, linen, tourist tax). */
  deductions: z.array(z.object({ kind: z.enum(TransactionKinds), amount: z.number() })),
  /** Gross less deductions: what is paid out for this reservation. */
  net: z.number(),
  /** The day the amounts are booked on the owner's account (the arrival); later than today: expected. */
  bookedOn: z.nullable(isoDate),
  expected: z.boolean(),
  /** The payout that pays them, once planned: its day and status. */
  payout: z.nullable(z.object({ date: isoDate, status: z.enum(JobStatuses) })),
});
export type ReservationEarnings = z.infer<typeof ReservationEarnings>;
