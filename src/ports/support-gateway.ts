import type { TwoFactorContactRequest } from '../contract/support';
import { portKey } from './port-key';

/** Messages to the support team. Throws GatewayError. */
export interface SupportGateway {
  /** A person who cannot receive their second-factor code asks for help (no session needed). */
  twoFactorContact(request: TwoFactorContactRequest): Promise<void>;
}

/** The key the app binds the SupportGateway adapter to. */
export const supportPort = portKey<SupportGateway>('support');
