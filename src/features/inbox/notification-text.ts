import type { I18n } from '@lingui/core';
import type { Notification } from '../../contract/inbox';
import { inboxAction } from '../../domain/inbox';
import { featureTexts } from './feature-texts';
import { formatDay } from '../../i18n/format';
import { bankRejectionTexts } from '../../i18n/bank-details-texts';
import { homeOf, param, yearOf } from './notification-params';

/** The title and sentence of an inbox card, worded from its type and params in the visitor's language. */
export function cardText(i18n: I18n, n: Notification): { title: string; text: string } {
  const home = homeOf(n) ?? '';
  const year = yearOf(n) ?? '';
  switch (n.type) {
    case 'feature':
      return {
        title: i18n._({ id: 'inbox.card.feature.title', message: 'New in your portal' }),
        text: i18n._(featureTexts(n.featureNotification?.feature).title),
      };
    case 'feedback':
      return {
        title: i18n._({ id: 'inbox.card.feedback.title', message: 'How are we doing?' }),
        text: i18n._({ id: 'inbox.card.feedback.text', message: 'Would you recommend us to another homeowner? Tell us in one click.' }),
      };
    case 'reservation': {
      const change = param(n, 'change');
      const resNo = n.reservation?.resNo ?? param(n, 'resNo') ?? '';
      const own = ownStayText(i18n, n, change, home);
      if (own) return own;
      return {
        title:
          change === 'NEW'
            ? i18n._({ id: 'inbox.card.reservation.new', message: 'New booking' })
            : change === 'CANCELED'
              ? i18n._({ id: 'inbox.card.reservation.canceled', message: 'Booking canceled' })
              : i18n._({ id: 'inbox.card.reservation.updated', message: 'Booking changed' }),
        text: i18n._({ id: 'inbox.card.reservation.text', message: 'Reservation {resNo}. Open it to see the guest and the dates.', values: { resNo } }),
      };
    }
    case 'referral': {
      const name = param(n, 'name', 'referralName');
      return {
        title: i18n._({ id: 'inbox.card.referral.title', message: 'Your recommendation' }),
        text: name
          ? i18n._({ id: 'inbox.card.referral.text', message: 'Thank you for recommending {name}.', values: { name } })
          : i18n._({ id: 'inbox.card.referral.textNoName', message: 'Thank you for recommending a homeowner.' }),
      };
    }
    case 'legal':
      return {
        title: i18n._({ id: 'inbox.card.legal.title', message: 'Please confirm your legal and tax data' }),
        text: i18n._({ id: 'inbox.card.legal.text', message: 'The tax authorities ask us to keep your data up to date.' }),
      };
    case 'iban':
      return inboxAction(n).kind === 'ibanFailed'
        ? {
            title: i18n._(bankRejectionTexts.title),
            text:
              typeof n.params.currentIban === 'string'
                ? i18n._({ ...bankRejectionTexts.paidTo, values: { iban: n.params.currentIban } })
                : i18n._(bankRejectionTexts.nothingOnFile),
          }
        : {
            title: i18n._({ id: 'inbox.card.iban.approved.title', message: 'New bank details approved' }),
            text: i18n._({ id: 'inbox.card.iban.approved.text', message: 'Your payouts now go to your new bank account.' }),
          };
    case 'renewal':
    case 'contract':
      return {
        title:
          n.type === 'renewal'
            ? i18n._({ id: 'inbox.card.renewal.title', message: 'Renew your contract for {year}', values: { year } })
            : i18n._({ id: 'inbox.card.contract.title', message: 'Your contract is ending' }),
        text:
          inboxAction(n).kind === 'autoRenew'
            ? i18n._({ id: 'inbox.card.renewal.auto', message: '{home} can be renewed automatically, on the same terms.', values: { home } })
            : i18n._({ id: 'inbox.card.renewal.manual', message: 'For {home} we prepare a new offer when you ask for it.', values: { home } }),
      };
  }
}

/**
 * A card about the owner's own booking (OwnerBooking, MyRent) they just made or removed: it says
 * what and when, instead of sending them to look for a guest that is not there.
 */
function ownStayText(i18n: I18n, n: Notification, change: string | null, home: string): { title: string; text: string } | null {
  const kind = param(n, 'kind');
  const [arrival, departure] = [param(n, 'arrivalDate'), param(n, 'departureDate')];
  if ((kind !== 'OwnerBooking' && kind !== 'MyRent') || !arrival || !departure || (change !== 'NEW' && change !== 'CANCELED')) return null;
  const values = { home, arrival: formatDay(arrival, i18n.locale), departure: formatDay(departure, i18n.locale) };
  if (change === 'CANCELED') {
    return {
      title: i18n._({ id: 'inbox.card.ownStay.removed', message: 'Your own booking was removed' }),
      text: i18n._({ id: 'inbox.card.ownStay.removed.text', message: '{home} is free again for guests from {arrival} to {departure}.', values }),
    };
  }
  return kind === 'MyRent'
    ? {
        title: i18n._({ id: 'inbox.card.myRent.new', message: 'Your own letting is booked' }),
        text: i18n._({ id: 'inbox.card.myRent.new.text', message: '{home} is blocked for the guests you let it to, from {arrival} to {departure}.', values }),
      }
    : {
        title: i18n._({ id: 'inbox.card.ownStay.new', message: 'Your own stay is booked' }),
        text: i18n._({ id: 'inbox.card.ownStay.new.text', message: '{home} is blocked for you from {arrival} to {departure}.', values }),
      };
}
