import type { LoginRequest, LoginResponse, ResendResponse, VerifyResponse } from '../contract/auth';
import { portKey } from './port-key';

/** Signing in with a password and a second-factor code, and signing out. Throws GatewayError. */
export interface AuthGateway {
  /** Checks the credentials and sends a code; the answer says where it went. */
  login(request: LoginRequest): Promise<LoginResponse>;
  /** Exchanges the code of a login attempt for a session (cookie set by the server). */
  verify(token: string, code: string): Promise<VerifyResponse>;
  /** Sends a new code for the attempt, to the given secondary contact when contactId is set. */
  resend(token: string, contactId?: string): Promise<ResendResponse>;
  /** Ends the session on the server. */
  logout(): Promise<void>;
}

/** The key the app binds the AuthGateway adapter to. */
export const authPort = portKey<AuthGateway>('auth');
