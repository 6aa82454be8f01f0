import { dateParts, daysInMonth } from './calendar-date';
import { addDays } from './date-arithmetic';
import type { PayoutAvailability, PayoutSchedule } from './enumerations';

/**
 * When money is paid out under each payout schedule. Dates are ISO calendar dates (yyyy-MM-dd).
 *
 * - calendar schedules pay everything earned before a fixed day: Immediately (every next day),
 *   TwiceAMonth (1st and 16th), Monthly and CreditCard (10th; CreditCard to the card), EndOfMonth
 *   (last day), Quarterly (10 Jan/Apr/Jul/Oct), HalfYear (10 Jan/Jul), PartnerSummerLACO (31 Oct,
 *   after the summer season), PartnerWinterLACO (30 Apr, after the winter season);
 * - TwoWeeksBeforeArrival and FourWeeksBeforeArrival pay each stay's money that long before its
 *   arrival (an advance on the stay);
 * - OnRequest pays only when the owner asks; UtoringPayment is settled outside the portal. Neither
 *   has dates.
 */

const BEFORE_ARRIVAL_DAYS: Partial<Record<PayoutSchedule, number>> = { TwoWeeksBeforeArrival: 14, FourWeeksBeforeArrival: 28 };

/** Schedules the portal cannot pay out (settled by a partner outside the portal). */
const UNSUPPORTED: readonly PayoutSchedule[] = ['UtoringPayment'];

/** Whether `date` is a payout day of a calendar schedule (always false for the others). */
export function isPayoutDay(schedule: PayoutSchedule, date: string): boolean {
  const day = dateParts(date);
  switch (schedule) {
    case 'Immediately':
      return true;
    case 'TwiceAMonth':
      return day.day === 1 || day.day === 16;
    case 'Monthly':
    case 'CreditCard':
      return day.day === 10;
    case 'EndOfMonth':
      return day.day === daysInMonth(day.year, day.month);
    case 'Quarterly':
      return day.day === 10 && day.month % 3 === 1;
    case 'HalfYear':
      return day.day === 10 && (day.month === 1 || day.month === 7);
    case 'PartnerSummerLACO':
      return day.month === 10 && day.day === 31;
    case 'PartnerWinterLACO':
      return day.month === 4 && day.day === 30;
    default:
      return false;
  }
}

/** Whether the schedule pays on fixed calendar days. */
export function isCalendarSchedule(schedule: PayoutSchedule): boolean {
  return !(schedule in BEFORE_ARRIVAL_DAYS) && schedule !== 'OnRequest' && schedule !== 'UtoringPayment';
}

/** The first payout day of a calendar schedule strictly after `after`; null for other schedules. */
export function nextPayoutDay(schedule: PayoutSchedule, after: string): string | null {
  if (!isCalendarSchedule(schedule)) return null;
  let day = addDays(after, 1);
  // At most a year ahead (the yearly partner schedules); every other schedule stops earlier.
  for (let step = 0; step < 367; step++, day = addDays(day, 1)) {
    if (isPayoutDay(schedule, day)) return day;
  }
  /* v8 ignore next -- a guard: every calendar schedule pays within a year */
  return null;
}

/**
 * The day a booked amount is paid out: for calendar schedules the first payout day after its value
 * date, for the before-arrival schedules that many days before the stay's arrival (or the value
 * date itself for amounts without a stay). Null when the schedule has no dates.
 */
export function payoutDayOf(schedule: PayoutSchedule, entry: { valueDate: string; arrival: string | null }): string | null {
  const before = BEFORE_ARRIVAL_DAYS[schedule];
  if (before !== undefined) {
    return entry.arrival ? addDays(entry.arrival, -before) : entry.valueDate;
  }
  return nextPayoutDay(schedule, entry.valueDate);
}

/**
 * Whether the balance can be paid out now: UNSUPPORTED_PAYOUT_OPTION for a schedule the portal
 * cannot pay (or none), IN_PROCESS while a payout is being made, INSUFFICIENT_FUNDS without a
 * positive balance, AVAILABLE otherwise.
 */
export function payoutAvailability(input: { schedule: PayoutSchedule | null; balanceCents: number; payoutInProcess: boolean }): PayoutAvailability {
  if (input.schedule === null || UNSUPPORTED.includes(input.schedule)) return 'UNSUPPORTED_PAYOUT_OPTION';
  if (input.payoutInProcess) return 'IN_PROCESS';
  return input.balanceCents > 0 ? 'AVAILABLE' : 'INSUFFICIENT_FUNDS';
}
