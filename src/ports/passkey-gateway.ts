import { portKey } from './port-key';
import type { VerifyResponse } from '../contract/auth';
import type { Passkey, PasskeyLoginOptions, PasskeyPromptStatus } from '../contract/passkeys';
import type { StepUpStarted, StepUpStatus } from '../contract/step-up';
import type { AuthenticationOptions, AuthenticationResponse, RegistrationOptions, RegistrationResponse } from '../contract/webauthn';

/** The owner's passkeys, the passkey sign-in and the prompt preference. Throws GatewayError. */
export interface PasskeyGateway {
  list(): Promise<Passkey[]>;
  /** Fails with 403 `step_up_required` unless the session stepped up. */
  registrationOptions(): Promise<RegistrationOptions>;
  register(name: string, response: RegistrationResponse): Promise<Passkey>;
  rename(id: string, name: string): Promise<Passkey>;
  remove(id: string): Promise<void>;
  loginOptions(): Promise<PasskeyLoginOptions>;
  login(token: string, response: AuthenticationResponse): Promise<VerifyResponse>;
  promptStatus(): Promise<PasskeyPromptStatus>;
  setPrompt(remind: boolean): Promise<PasskeyPromptStatus>;
}

/** Step-up: proving the second factor again before a sensitive change. Throws GatewayError. */
export interface StepUpGateway {
  status(): Promise<StepUpStatus>;
  sendCode(): Promise<StepUpStarted>;
  verifyCode(code: string): Promise<StepUpStatus>;
  passkeyOptions(): Promise<AuthenticationOptions>;
  verifyPasskey(response: AuthenticationResponse): Promise<StepUpStatus>;
}

/** The keys the app binds the passkey and step-up adapters to. */
export const passkeysPort = portKey<PasskeyGateway>('passkeys');
export const stepUpPort = portKey<StepUpGateway>('stepUp');
