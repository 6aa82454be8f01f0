import type { ContactInfoType } from './enumerations';

/** One way to reach a traveller. */
export interface ContactInfo {
  readonly type: ContactInfoType;
  readonly contact: string;
}

const PHONE_PREFERENCE = ['MOB', 'TELP', 'TELB'] as const satisfies readonly ContactInfoType[];

/** The traveller's phone: the mobile number, else the private, else the business one; null without any. */
export function pickPhone(contactInfo: readonly ContactInfo[]): string | null {
  for (const type of PHONE_PREFERENCE) {
    const found = contactInfo.find((info) => info.type === type);
    if (found) return found.contact;
  }
  return null;
}

/**
 * Whether two ways of writing a phone number are the same number: the same digits and leading `+`,
 * spaces, dashes, dots and brackets aside ("+385 91 234 5678" = "+385-91-2345678").
 */
export function samePhoneNumber(a: string, b: string): boolean {
  const digits = (number: string) => number.replace(/[^\d+]/g, '');
  return digits(a) === digits(b);
}

/** Whether two e-mail addresses are the same mailbox as people type them: trimmed, any case. */
export function sameEmailAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
