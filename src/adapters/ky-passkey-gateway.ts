import type { KyInstance } from 'ky';
import type { AuthenticationResponse, RegistrationResponse } from '../contract/webauthn';
import type { PasskeyGateway, StepUpGateway } from '../ports/passkey-gateway';
import { send } from './ky-http';

const passkeySchemas = () => import('../contract/passkeys');
const webauthnSchemas = () => import('../contract/webauthn');
const stepUpSchemas = () => import('../contract/step-up');

export class KyPasskeyGateway implements PasskeyGateway {
  constructor(private readonly http: KyInstance) {}

  list() {
    return send(async () => this.http.get('passkeys').json((await passkeySchemas()).Passkeys));
  }

  registrationOptions() {
    return send(async () => this.http.post('passkeys/registration/options').json((await webauthnSchemas()).RegistrationOptions));
  }

  register(name: string, response: RegistrationResponse) {
    return send(async () => this.http.post('passkeys/registration/verify', { json: { name, response } }).json((await passkeySchemas()).Passkey));
  }

  rename(id: string, name: string) {
    return send(async () => this.http.patch(`passkeys/${encodeURIComponent(id)}`, { json: { name } }).json((await passkeySchemas()).Passkey));
  }

  async remove(id: string) {
    await send(() => this.http.delete(`passkeys/${encodeURIComponent(id)}`));
  }

  loginOptions() {
    return send(async () => this.http.post('passkeys/login/options').json((await passkeySchemas()).PasskeyLoginOptions));
  }

  login(token: string, response: AuthenticationResponse) {
    return send(async () => this.http.post('passkeys/login/verify', { json: { token, response } }).json((await import('../contract/auth')).VerifyResponse));
  }

  promptStatus() {
    return send(async () => this.http.get('passkeys/prompt').json((await passkeySchemas()).PasskeyPromptStatus));
  }

  setPrompt(remind: boolean) {
    return send(async () => this.http.put('passkeys/prompt', { json: { remind } }).json((await passkeySchemas()).PasskeyPromptStatus));
  }
}

export class KyStepUpGateway implements StepUpGateway {
  constructor(private readonly http: KyInstance) {}

  status() {
    return send(async () => this.http.get('step-up').json((await stepUpSchemas()).StepUpStatus));
  }

  sendCode() {
    return send(async () => this.http.post('step-up').json((await stepUpSchemas()).StepUpStarted));
  }

  verifyCode(code: string) {
    return send(async () => this.http.post('step-up/verify', { json: { code } }).json((await stepUpSchemas()).StepUpStatus));
  }

  passkeyOptions() {
    return send(async () => this.http.post('step-up/passkey/options').json((await webauthnSchemas()).AuthenticationOptions));
  }

  verifyPasskey(response: AuthenticationResponse) {
    return send(async () => this.http.post('step-up/passkey/verify', { json: { response } }).json((await stepUpSchemas()).StepUpStatus));
  }
}
