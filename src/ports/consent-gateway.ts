import type { ConsentChoice } from '../contract/consent';
import { portKey } from './port-key';

/** The signed-in owner's consent decision on the server. Throws GatewayError. */
export interface ConsentGateway {
  /** The stored decision, or null before the first one. */
  stored(): Promise<ConsentChoice | null>;
  /** Saves a decision; answers what the server keeps (an older decision does not replace a newer one). */
  save(choice: ConsentChoice): Promise<ConsentChoice | null>;
}

/** The key the app binds the ConsentGateway adapter to. */
export const consentPort = portKey<ConsentGateway>('consent');
