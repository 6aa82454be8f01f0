import type { MessageDescriptor } from '@lingui/core';
import type { FactorDeliveryMethod, UiLocale } from '../../domain/enumerations';
import { serverText } from '../i18n/server-texts';
import type { OutgoingMessage } from '../integrations/code-delivery';
import { maskEmail, maskPhone } from './masking';

/** A person who can receive the code: the account's main contact or one of its secondary contacts. */
export interface CodeRecipient {
  readonly contactId: string;
  readonly name: string;
  readonly email: string | null;
  readonly mobile: string | null;
}

/** Where a code goes; null when the recipient has no usable address. */
export type FactorChannel = { readonly kind: 'email'; readonly address: string } | { readonly kind: 'sms'; readonly address: string } | null;

/**
 * The channel for the account's delivery method: MDS prefers e-mail, AWS the mobile number, and
 * each falls back to the other when the recipient lacks it (a secondary contact may have only one).
 * NO_FACTOR, or no address at all, means no channel.
 */
export function chooseChannel(method: FactorDeliveryMethod, recipient: CodeRecipient): FactorChannel {
  if (method === 'NO_FACTOR') return null;
  const email = recipient.email ? ({ kind: 'email', address: recipient.email } as const) : null;
  const sms = recipient.mobile ? ({ kind: 'sms', address: recipient.mobile } as const) : null;
  return method === 'AWS' ? (sms ?? email) : (email ?? sms);
}

/** How the client is told where the code went: the masked address and the method actually used. */
export function describeChannel(channel: FactorChannel): { email: string | null; factorDeliveryMethod: FactorDeliveryMethod } {
  if (!channel) return { email: null, factorDeliveryMethod: 'NO_FACTOR' };
  return channel.kind === 'email'
    ? { email: maskEmail(channel.address), factorDeliveryMethod: 'MDS' }
    : { email: maskPhone(channel.address), factorDeliveryMethod: 'AWS' };
}

const TEXTS = {
  subject: /*i18n*/ { id: 'message.code.subject', message: 'Your Owner Portal verification code' },
  email: /*i18n*/ {
    id: 'message.code.email',
    message:
      'Your Owner Portal verification code is {code}.\n\nIt is valid for {minutes} minutes and can be used once. If you did not try to sign in, you can ignore this message; consider changing your password.',
  },
  sms: /*i18n*/ { id: 'message.code.sms', message: 'Owner Portal code: {code} (valid {minutes} min). Do not share it.' },
} satisfies Record<string, MessageDescriptor>;

/** The message carrying a code, in the recipient's language. */
export function codeMessage(channel: NonNullable<FactorChannel>, locale: UiLocale, code: string, validMinutes: number): OutgoingMessage {
  const text = serverText(locale, channel.kind === 'email' ? TEXTS.email : TEXTS.sms, { code, minutes: validMinutes });
  return { channel: channel.kind, recipient: channel.address, subject: serverText(locale, TEXTS.subject), text, code, locale };
}
