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

/** Counts the ceremonies started here, so a stopped caller cancels only the one it started. */
let ceremonies = 0;

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
    ceremonies += 1;
    try {
      return (await startRegistration({ optionsJSON: options as never })) as RegistrationResponse;
    } catch (error) {
      throw problemOf(error);
    }
  }

  async get(options: AuthenticationOptions, { autofill = false, signal }: { autofill?: boolean; signal?: AbortSignal } = {}): Promise<AuthenticationResponse> {
    const { startAuthentication, WebAuthnAbortService } = await browser();
    // The browser runs one ceremony at a time and a new one aborts the one before: a caller that
    // stopped while its options were on the way must not start one (it would abort the dialog
    // the person just opened), and one that stops later cancels its own ceremony only.
    if (signal?.aborted) throw new AuthenticatorError('cancelled');
    const ceremony = ++ceremonies;
    const cancel = () => {
      if (ceremony === ceremonies) WebAuthnAbortService.cancelCeremony();
    };
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return (await startAuthentication({ optionsJSON: options as never, useBrowserAutofill: autofill })) as AuthenticationResponse;
    } catch (error) {
      throw problemOf(error);
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  }
}
