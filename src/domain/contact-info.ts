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
