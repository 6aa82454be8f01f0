import type { TwoFactorContactRequest } from '../contract/support';

/** Messages to the support team. Throws GatewayError. */
export interface SupportGateway {
  /** A person who cannot receive their second-factor code asks for help (no session needed). */
  twoFactorContact(request: TwoFactorContactRequest): Promise<void>;
}
