import type { ActiveSessions, SignedOutOthers } from '../contract/sessions';
import { portKey } from './port-key';

/** The account's active sessions and "sign out other devices". Throws GatewayError. */
export interface SessionsGateway {
  list(): Promise<ActiveSessions>;
  signOutOthers(): Promise<SignedOutOthers>;
}

export const sessionsPort = portKey<SessionsGateway>('sessions');
