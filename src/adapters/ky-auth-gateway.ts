import type { KyInstance } from 'ky';
import type { LoginRequest } from '../contract/auth';
import type { AuthGateway } from '../ports/auth-gateway';
import { send } from './ky-http';

// Schemas (and zod) load on first use, after the first paint of the login page.
const auth = () => import('../contract/auth');

export class KyAuthGateway implements AuthGateway {
  constructor(private readonly http: KyInstance) {}

  login(request: LoginRequest) {
    return send(async () => this.http.post('login', { json: request }).json((await auth()).LoginResponse));
  }

  verify(token: string, code: string) {
    return send(async () => this.http.post('login/verify', { json: { token, code } }).json((await auth()).VerifyResponse));
  }

  resend(token: string, contactId?: string) {
    const path = contactId === undefined ? 'login/resend' : `login/${encodeURIComponent(contactId)}/resend`;
    return send(async () => this.http.post(path, { json: { token } }).json((await auth()).ResendResponse));
  }

  async logout() {
    await send(() => this.http.post('logout'));
  }
}
