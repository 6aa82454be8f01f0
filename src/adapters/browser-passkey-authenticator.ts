import type { AuthenticationOptions, AuthenticationResponse, RegistrationOptions, RegistrationResponse } from '../contract/webauthn';
import { AuthenticatorError, type PasskeyAuthenticator } from '../ports/passkey-authenticator';

type Browser = typeof import('@simplewebauthn/browser');

// The WebAuthn helpers load only when a passkey is used: the login page's first paint stays small.
const browser = (): Promise<Browser> => import('@simplewebauthn/browser');

/** Why the browser refused, as the port's problem (NotAllowedError: closed, timed out or aborted). */
function problemOf(error: unknown): AuthenticatorError {
  const name = error instanceof Error ? ((error as Error & { cause?: Error }).cause?.name ?? error.name) : '';
  const code = (error as { code?: string } | null)?.code ?? '';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return new AuthenticatorError('cancelled');
  if (name === 'NotSupportedError' || code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT') return new AuthenticatorError('unsupported');
  return new AuthenticatorError('failed');
}

/** The browser's navigator.credentials through @simplewebauthn/browser. */
export class BrowserPasskeyAuthenticator implements PasskeyAuthenticator {
  supported(): boolean {
    return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && typeof navigator.credentials?.get === 'function';
  }

  async platformAvailable(): Promise<boolean> {
    if (!this.supported()) return false;
    return (await browser()).platformAuthenticatorIsAvailable();
  }

  async supportsAutofill(): Promise<boolean> {
    if (!this.supported()) return false;
    return (await browser()).browserSupportsWebAuthnAutofill();
  }

  async create(options: RegistrationOptions): Promise<RegistrationResponse> {
    const { startRegistration } = await browser();
    try {
      return (await startRegistration({ optionsJSON: options as never })) as RegistrationResponse;
    } catch (error) {
      throw problemOf(error);
    }
  }

  async get(options: AuthenticationOptions, autofill = false): Promise<AuthenticationResponse> {
    const { startAuthentication } = await browser();
    try {
      return (await startAuthentication({ optionsJSON: options as never, useBrowserAutofill: autofill })) as AuthenticationResponse;
    } catch (error) {
      throw problemOf(error);
    }
  }
}
