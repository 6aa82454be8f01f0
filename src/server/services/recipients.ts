import type { SecondaryContact } from '../../contract/auth';
import type { AccountRow, ContactRow } from '../db/schema';
import type { FactorDeliveryMethod } from '../../domain/enumerations';
import { chooseChannel, type CodeRecipient, describeChannel } from './factor-channel';
import { maskEmail } from './masking';

function fullName(first: string, last: string): string {
  return [first, last].filter(Boolean).join(' ');
}

/** The account holder as a code recipient. */
export function mainRecipient(account: AccountRow): CodeRecipient {
  return {
    contactId: account.contactId,
    name: account.companyName ?? fullName(account.firstName, account.lastName),
    email: account.email,
    mobile: account.mobile,
  };
}

/** A secondary contact as a code recipient. */
export function contactRecipient(contact: ContactRow): CodeRecipient {
  return { contactId: contact.id, name: fullName(contact.firstName, contact.lastName), email: contact.email, mobile: contact.mobile };
}

/** A secondary contact as the client sees it (the address masked: shown before the second factor). */
export function toSecondaryContact(contact: ContactRow, method: FactorDeliveryMethod): SecondaryContact {
  const channel = chooseChannel(method, contactRecipient(contact));
  const codeTo = channel && describeChannel(channel);
  return {
    contactId: contact.id,
    name: fullName(contact.firstName, contact.lastName),
    email: contact.email ? maskEmail(contact.email) : null,
    codeTo: codeTo?.email ? { factorDeliveryMethod: codeTo.factorDeliveryMethod, address: codeTo.email } : null,
  };
}

/** The recipient with this contact id among the account's own contacts, or undefined. */
export function findRecipient(account: AccountRow, contacts: readonly ContactRow[], contactId: string): CodeRecipient | undefined {
  if (contactId === account.contactId) return mainRecipient(account);
  const contact = contacts.find((candidate) => candidate.id === contactId);
  return contact && contactRecipient(contact);
}
