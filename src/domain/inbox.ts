import type { NotificationType } from './enumerations';

/**
 * What an owner did with a card that asks for an answer: renewed a contract, asked for a new offer,
 * answered the feedback survey. A card that has one is shown as done.
 */
export const InboxActionResults = ['renewalRequested', 'offerRequested', 'surveyAnswered'] as const;
export type InboxActionResult = (typeof InboxActionResults)[number];

/** The result a renewal answer records on its cards. */
export function renewalResult(mode: 'auto' | 'manual'): InboxActionResult {
  return mode === 'auto' ? 'renewalRequested' : 'offerRequested';
}

/** Renewal or contract data of a notification; autoRenew says whether automatic renewal is possible. */
export interface RenewalData {
  readonly autoRenew?: boolean | null;
}

/** An inbox card as the client sees it. */
export interface InboxNotification {
  readonly id: string;
  readonly isRead: boolean;
  readonly type: NotificationType;
  readonly reservation?: { readonly resNo: string } | null;
  readonly ibanUpdatingNotification?: { readonly status: string } | null;
  readonly renewal?: RenewalData | null;
  readonly contract?: RenewalData | null;
}

/** What clicking an inbox card does. */
export type InboxAction =
  | { readonly kind: 'featureDetail'; readonly notificationId: string }
  | { readonly kind: 'feedbackDialog' }
  | { readonly kind: 'reservation'; readonly resNo: string }
  | { readonly kind: 'referralConfirmation' }
  | { readonly kind: 'legalDialog' }
  | { readonly kind: 'ibanFailed' }
  | { readonly kind: 'ibanApproved' }
  | { readonly kind: 'autoRenew'; readonly subject: 'renewal' | 'contract' }
  | { readonly kind: 'manualRenew'; readonly subject: 'renewal' | 'contract' }
  | { readonly kind: 'none' };

/** The action of an inbox card by its type; 'none' for a reservation card without resNo or an unknown type. */
export function inboxAction(notification: InboxNotification): InboxAction {
  switch (notification.type) {
    case 'feature':
      return { kind: 'featureDetail', notificationId: notification.id };
    case 'feedback':
      return { kind: 'feedbackDialog' };
    case 'reservation': {
      const resNo = notification.reservation?.resNo;
      return resNo ? { kind: 'reservation', resNo } : { kind: 'none' };
    }
    case 'referral':
      return { kind: 'referralConfirmation' };
    case 'legal':
      return { kind: 'legalDialog' };
    case 'iban':
      return notification.ibanUpdatingNotification?.status.toLowerCase() === 'failed'
        ? { kind: 'ibanFailed' }
        : { kind: 'ibanApproved' };
    case 'renewal':
    case 'contract': {
      const subject = notification.type;
      const auto = notification[subject]?.autoRenew === true;
      return { kind: auto ? 'autoRenew' : 'manualRenew', subject };
    }
    default:
      return { kind: 'none' };
  }
}

/** Clicking a card marks it read when it is unread. */
export function shouldMarkRead(notification: Pick<InboxNotification, 'isRead'>): boolean {
  return !notification.isRead;
}
