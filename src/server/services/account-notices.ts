import type { MessageDescriptor } from '@lingui/core';
import type { UiLocale } from '../../domain/enumerations';
import type { AccountRow } from '../db/schema';
import { serverText } from '../i18n/server-texts';
import type { OutgoingMessage } from '../integrations/code-delivery';

/**
 * The messages of the account slice: links, codes and notices of changes, in the recipient's
 * language (the account's, or the request's where there is no account yet). One message id per
 * text, in locales/server/{locale}.po. Links and codes also travel in `code`, so the demo mailbox
 * shows them.
 */

export type NoticeAddress = { channel: 'email' | 'sms'; recipient: string };

/** Where notices for an account go: its e-mail, else its mobile by text message, else nowhere. */
export function noticeAddress(account: Pick<AccountRow, 'email' | 'mobile'>): NoticeAddress | null {
  if (account.email) return { channel: 'email', recipient: account.email };
  if (account.mobile) return { channel: 'sms', recipient: account.mobile };
  return null;
}

/** What changed, in words: one message per kind of change (add a kind here to tell owners about a new one). */
export const CHANGE_TEXTS = {
  secondaryEmailAdded: /*i18n*/ {
    id: 'notice.change.secondaryEmailAdded',
    message: '{email} now receives copies of the messages of your Owner Portal account.',
  },
  secondaryEmailRemoved: /*i18n*/ {
    id: 'notice.change.secondaryEmailRemoved',
    message: 'The secondary e-mail address of your Owner Portal account was removed.',
  },
  mobileChangeComing: /*i18n*/ {
    id: 'notice.change.mobileChangeComing',
    message:
      'Someone signed in to your Owner Portal account asked to make {mobile} its mobile number, where codes and password-reset links go. It changes only if the code just sent there is entered within {minutes} minutes.',
  },
  mobileChanged: /*i18n*/ { id: 'notice.change.mobileChanged', message: 'The mobile number of your Owner Portal account was changed to {mobile}.' },
  addressChanged: /*i18n*/ { id: 'notice.change.addressChanged', message: 'The postal address of your Owner Portal account was changed.' },
  legalChanged: /*i18n*/ {
    id: 'notice.change.legalChanged',
    message: 'The legal and tax data of your Owner Portal account (object country {country}) were changed.',
  },
  taxNumberChanged: /*i18n*/ {
    id: 'notice.change.taxNumberChanged',
    message: 'A tax number of your Owner Portal account (object country {country}) was changed.',
  },
  passkeyAdded: /*i18n*/ { id: 'notice.change.passkeyAdded', message: 'A passkey named "{name}" was added to your Owner Portal account.' },
  passkeyRemoved: /*i18n*/ { id: 'notice.change.passkeyRemoved', message: 'The passkey named "{name}" was removed from your Owner Portal account.' },
  passwordReset: /*i18n*/ {
    id: 'notice.change.passwordReset',
    message: 'The password of your Owner Portal account was changed with a reset link, and every device was signed out.',
  },
  passwordChanged: /*i18n*/ {
    id: 'notice.change.passwordChanged',
    message: 'The password of your Owner Portal account was changed, and your other devices were signed out.',
  },
  payoutScheduleChanged: /*i18n*/ {
    id: 'notice.change.payoutScheduleChanged',
    message: 'The payout schedule of your Owner Portal account was changed; the new one applies from {date}.',
  },
  bankDetailsChanged: /*i18n*/ {
    id: 'notice.change.bankDetailsChanged',
    message:
      'Your payouts are to go to a new bank account: {iban} ({holder}), instead of {previous}. We are checking the new account with the bank and will tell you in the portal when it is in use.',
  },
} satisfies Record<string, MessageDescriptor>;

export type ChangeKind = keyof typeof CHANGE_TEXTS;
/** A change to tell the owner about: its kind and the values its text names. */
export interface Change {
  readonly kind: ChangeKind;
  readonly values?: Readonly<Record<string, string | number>>;
}

const TEXTS = {
  resetSubject: /*i18n*/ { id: 'notice.resetLink.subject', message: 'Reset your Owner Portal password' },
  resetEmail: /*i18n*/ {
    id: 'notice.resetLink.email',
    message:
      'Someone (hopefully you) asked to reset the password of your Owner Portal account.\n\nOpen this link within {minutes} minutes to choose a new one; it works once:\n{link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.',
  },
  resetSms: /*i18n*/ { id: 'notice.resetLink.sms', message: 'Owner Portal password reset (valid {minutes} min, once): {link}' },
  numbersSubject: /*i18n*/ { id: 'notice.ownerNumbers.subject', message: 'Your Owner Portal owner number' },
  numbersText: /*i18n*/ {
    id: 'notice.ownerNumbers.text',
    message:
      'You asked which owner numbers belong to this e-mail address. {count, plural, one {It is:} other {They are:}}\n{list}\n\nSign in with the number and your password. If you did not ask for this, you can ignore this message.',
  },
  changeSubject: /*i18n*/ { id: 'notice.change.subject', message: 'A change to your Owner Portal account' },
  changeEmail: /*i18n*/ {
    id: 'notice.change.email',
    message: '{what}\n\nIf this was you, there is nothing to do. If it was not, reset your password at once and contact us.',
  },
  changeSms: /*i18n*/ { id: 'notice.change.sms', message: 'Owner Portal: {what} Not you? Reset your password now.' },
  confirmSubject: /*i18n*/ { id: 'notice.confirmEmail.subject', message: 'Confirm your e-mail address for the Owner Portal' },
  confirmText: /*i18n*/ {
    id: 'notice.confirmEmail.text',
    message:
      'Please confirm that this address should receive copies of the messages of your Owner Portal account.\n\nOpen this link within {hours} hours while signed in; it works once:\n{link}\n\nIf you did not ask for this, ignore this message.',
  },
  phoneSubject: /*i18n*/ { id: 'notice.phoneCode.subject', message: 'Confirm your new mobile number' },
  phoneText: /*i18n*/ {
    id: 'notice.phoneCode.text',
    message: 'Owner Portal: {code} confirms this number as your new mobile number (valid {minutes} min). Do not share it.',
  },
} satisfies Record<string, MessageDescriptor>;

export function resetLinkMessage(to: NoticeAddress, locale: UiLocale, link: string, validMinutes: number): OutgoingMessage {
  const text = serverText(locale, to.channel === 'email' ? TEXTS.resetEmail : TEXTS.resetSms, { minutes: validMinutes, link });
  return { ...to, subject: serverText(locale, TEXTS.resetSubject), text, code: link, locale };
}

export function ownerNumbersMessage(email: string, locale: UiLocale, userIds: readonly string[]): OutgoingMessage {
  const list = userIds.map((id) => `  ${id}`).join('\n');
  const text = serverText(locale, TEXTS.numbersText, { count: userIds.length, list });
  return { channel: 'email', recipient: email, subject: serverText(locale, TEXTS.numbersSubject), text, code: userIds.join(', '), locale };
}

/** A notice that something changed: what (in words) and what to do if it was not the owner. */
export function changeNotice(to: NoticeAddress, locale: UiLocale, change: Change): OutgoingMessage {
  const what = serverText(locale, CHANGE_TEXTS[change.kind], change.values);
  const text = serverText(locale, to.channel === 'email' ? TEXTS.changeEmail : TEXTS.changeSms, { what });
  return { ...to, subject: serverText(locale, TEXTS.changeSubject), text, code: null, locale };
}

export function confirmEmailMessage(email: string, locale: UiLocale, link: string, validHours: number): OutgoingMessage {
  const text = serverText(locale, TEXTS.confirmText, { hours: validHours, link });
  return { channel: 'email', recipient: email, subject: serverText(locale, TEXTS.confirmSubject), text, code: link, locale };
}

export function phoneCodeMessage(mobile: string, locale: UiLocale, code: string, validMinutes: number): OutgoingMessage {
  return {
    channel: 'sms',
    recipient: mobile,
    subject: serverText(locale, TEXTS.phoneSubject),
    text: serverText(locale, TEXTS.phoneText, { code, minutes: validMinutes }),
    code,
    locale,
  };
}
