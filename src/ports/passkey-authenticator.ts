import { portKey } from './port-key';
import type { AuthenticationOptions, AuthenticationResponse, RegistrationOptions, RegistrationResponse } from '../contract/webauthn';

/** Why the browser gave no credential. `cancelled`: the person closed the dialog or it timed out. */
export type AuthenticatorProblem = 'cancelled' | 'unsupported' | 'failed';

export class AuthenticatorError extends Error {
  constructor(readonly problem: AuthenticatorProblem) {
    super(`passkey ${problem}`);
    this.name = 'AuthenticatorError';
  }
}

/** The browser's credential API (§5: passkey support requires it). Throws AuthenticatorError. */
export interface PasskeyAuthenticator {
  /** The browser can create and use passkeys. */
  supported(): boolean;
  /** This device itself can hold a passkey (fingerprint, face or PIN): worth suggesting one after login. */
  platformAvailable(): Promise<boolean>;
  /** The browser offers passkeys in the user-name field's autofill (conditional mediation). */
  supportsAutofill(): Promise<boolean>;
  create(options: RegistrationOptions): Promise<RegistrationResponse>;
  /**
   * `autofill`: wait for a passkey chosen from autofill instead of opening a dialog. `signal`: the
   * caller no longer wants the answer (its actor stopped): the ceremony is never started, or is
   * cancelled if it still is the browser's current one, and the call fails `cancelled`.
   */
  get(options: AuthenticationOptions, use?: { autofill?: boolean; signal?: AbortSignal }): Promise<AuthenticationResponse>;
}

/** The key the app binds the PasskeyAuthenticator adapter to. */
export const authenticatorPort = portKey<PasskeyAuthenticator>('authenticator');
