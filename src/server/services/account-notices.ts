import type { AccountRow } from '../db/schema';
import type { OutgoingMessage } from '../integrations/code-delivery';

/**
 * The messages of the account slice: links, codes and notices of changes (English until the mail
 * templates are translated, like the login code). Links and codes also travel in `code`, so the
 * demo mailbox shows them.
 */

/** Where notices for an account go: its e-mail, else its mobile by text message, else nowhere. */
export function noticeAddress(account: Pick<AccountRow, 'email' | 'mobile'>): { channel: 'email' | 'sms'; recipient: string } | null {
  if (account.email) return { channel: 'email', recipient: account.email };
  if (account.mobile) return { channel: 'sms', recipient: account.mobile };
  return null;
}

export function resetLinkMessage(to: { channel: 'email' | 'sms'; recipient: string }, link: string, validMinutes: number): OutgoingMessage {
  const text =
    to.channel === 'email'
      ? `Someone (hopefully you) asked to reset the password of your Owner Portal account.\n\nOpen this link within ${validMinutes} minutes to choose a new one; it works once:\n${link}\n\n` +
        'If you did not ask for this, ignore this message: your password stays as it is.'
      : `Owner Portal password reset (valid ${validMinutes} min, once): ${link}`;
  return { ...to, subject: 'Reset your Owner Portal password', text, code: link };
}

export function ownerNumbersMessage(email: string, userIds: readonly string[]): OutgoingMessage {
  const list = userIds.map((id) => `  ${id}`).join('\n');
  const text =
    `You asked which owner numbers belong to this e-mail address. ${userIds.length === 1 ? 'It is' : 'They are'}:\n${list}\n\n` +
    'Sign in with the number and your password. If you did not ask for this, you can ignore this message.';
  return { channel: 'email', recipient: email, subject: 'Your Owner Portal owner number', text, code: userIds.join(', ') };
}

/** A notice that something changed: what (in words) and what to do if it was not the owner. */
export function changeNotice(to: { channel: 'email' | 'sms'; recipient: string }, what: string): OutgoingMessage {
  const text =
    to.channel === 'email'
      ? `${what}\n\nIf this was you, there is nothing to do. If it was not, reset your password at once and contact us.`
      : `Owner Portal: ${what} Not you? Reset your password now.`;
  return { ...to, subject: 'A change to your Owner Portal account', text, code: null };
}

export function confirmEmailMessage(email: string, link: string, validHours: number): OutgoingMessage {
  const text =
    'Please confirm that this address should receive copies of the messages of your Owner Portal account.\n\n' +
    `Open this link within ${validHours} hours while signed in; it works once:\n${link}\n\nIf you did not ask for this, ignore this message.`;
  return { channel: 'email', recipient: email, subject: 'Confirm your e-mail address for the Owner Portal', text, code: link };
}

export function phoneCodeMessage(mobile: string, code: string, validMinutes: number): OutgoingMessage {
  return {
    channel: 'sms',
    recipient: mobile,
    subject: 'Confirm your new mobile number',
    text: `Owner Portal: ${code} confirms this number as your new mobile number (valid ${validMinutes} min). Do not share it.`,
    code,
  };
}

/** Told at the current contact data when a new mobile number is asked for, before it can take effect. */
export function phoneChangeComingText(newNumber: string, validMinutes: number): string {
  return (
    `Someone signed in to your Owner Portal account asked to make ${newNumber} its mobile number, where codes and password-reset links go. ` +
    `It changes only if the code just sent there is entered within ${validMinutes} minutes.`
  );
}
