import type { ContactList, ContactUsReceipt, ContactUsRequest, SentContactMessageList } from '../contract/contact';
import { portKey } from './port-key';

/** The owner's contacts at the provider and messages to them. Throws GatewayError. */
export interface ContactGateway {
  contacts(): Promise<ContactList>;
  /** Sends a contact-us message; a reservation that is not the owner's fails with a field error on `resNo`. */
  send(request: ContactUsRequest): Promise<ContactUsReceipt>;
  /** The messages the owner sent, newest first, with where each stands. */
  sentMessages(): Promise<SentContactMessageList>;
}

/** The key the app binds the ContactGateway adapter to. */
export const contactPort = portKey<ContactGateway>('contact');
