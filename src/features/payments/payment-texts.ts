import type { I18n } from '@lingui/core';
import type { TransactionKind } from '../../contract/payments';
import type { JobStatus, PayoutAvailability, PayoutSchedule } from '../../domain/enumerations';
import { formatDateStyle } from '../../domain/date-format';

/** The owner's words for the payment enumerations. */

export function scheduleText(i18n: I18n, schedule: PayoutSchedule | null): string {
  switch (schedule) {
    case 'Immediately':
      return i18n._({ id: 'payments.schedule.Immediately', message: 'Immediately (every day)' });
    case 'Monthly':
      return i18n._({ id: 'payments.schedule.Monthly', message: 'Monthly (on the 10th)' });
    case 'Quarterly':
      return i18n._({ id: 'payments.schedule.Quarterly', message: 'Quarterly (10 Jan, Apr, Jul, Oct)' });
    case 'HalfYear':
      return i18n._({ id: 'payments.schedule.HalfYear', message: 'Twice a year (10 Jan and 10 Jul)' });
    case 'UtoringPayment':
      return i18n._({ id: 'payments.schedule.UtoringPayment', message: 'Settled by our payment partner' });
    case 'CreditCard':
      return i18n._({ id: 'payments.schedule.CreditCard', message: 'Monthly to your card (on the 10th)' });
    case 'PartnerSummerLACO':
      return i18n._({ id: 'payments.schedule.PartnerSummerLACO', message: 'After the summer season (31 Oct)' });
    case 'PartnerWinterLACO':
      return i18n._({ id: 'payments.schedule.PartnerWinterLACO', message: 'After the winter season (30 Apr)' });
    case 'TwiceAMonth':
      return i18n._({ id: 'payments.schedule.TwiceAMonth', message: 'Twice a month (1st and 16th)' });
    case 'TwoWeeksBeforeArrival':
      return i18n._({ id: 'payments.schedule.TwoWeeksBeforeArrival', message: 'Two weeks before each arrival' });
    case 'FourWeeksBeforeArrival':
      return i18n._({ id: 'payments.schedule.FourWeeksBeforeArrival', message: 'Four weeks before each arrival' });
    case 'EndOfMonth':
      return i18n._({ id: 'payments.schedule.EndOfMonth', message: 'At the end of each month' });
    case 'OnRequest':
      return i18n._({ id: 'payments.schedule.OnRequest', message: 'On request' });
    default:
      return i18n._({ id: 'payments.schedule.none', message: 'No payout schedule' });
  }
}

export function availabilityText(i18n: I18n, availability: PayoutAvailability): string {
  switch (availability) {
    case 'AVAILABLE':
      return i18n._({ id: 'payments.availability.AVAILABLE', message: 'Available for payout' });
    case 'IN_PROCESS':
      return i18n._({ id: 'payments.availability.IN_PROCESS', message: 'A payout is being made today' });
    case 'INSUFFICIENT_FUNDS':
      return i18n._({ id: 'payments.availability.INSUFFICIENT_FUNDS', message: 'Nothing to pay out yet' });
    default:
      return i18n._({ id: 'payments.availability.UNSUPPORTED_PAYOUT_OPTION', message: 'Not paid out through the portal' });
  }
}

export function statusText(i18n: I18n, status: JobStatus): string {
  switch (status) {
    case 'SUCCESSFUL':
      return i18n._({ id: 'payments.status.SUCCESSFUL', message: 'Paid' });
    case 'FAILED':
      return i18n._({ id: 'payments.status.FAILED', message: 'Failed' });
    case 'OVERWRITTEN':
      return i18n._({ id: 'payments.status.OVERWRITTEN', message: 'Replaced' });
    default:
      return i18n._({ id: 'payments.status.IN_PROGRESS', message: 'In progress' });
  }
}

export function kindText(i18n: I18n, kind: TransactionKind): string {
  switch (kind) {
    case 'rental_income':
      return i18n._({ id: 'payments.kind.rental_income', message: 'Rental income' });
    case 'commission':
      return i18n._({ id: 'payments.kind.commission', message: 'Commission' });
    case 'cleaning':
      return i18n._({ id: 'payments.kind.cleaning', message: 'Final cleaning' });
    case 'linen':
      return i18n._({ id: 'payments.kind.linen', message: 'Linen and towels' });
    default:
      return i18n._({ id: 'payments.kind.tourist_tax', message: 'Tourist tax' });
  }
}

/** A month's name in the owner's language ("July"). */
export function monthName(locale: string, month: number, width: 'long' | 'short' = 'long'): string {
  return formatDateStyle({ year: 2000, month, day: 1 }, locale, width === 'long' ? 'month' : 'monthShort');
}
