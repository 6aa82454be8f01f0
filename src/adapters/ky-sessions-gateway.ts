import type { KyInstance } from 'ky';
import type { SessionsGateway } from '../ports/sessions-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/sessions');

export class KySessionsGateway implements SessionsGateway {
  constructor(private readonly http: KyInstance) {}

  list() {
    return send(async () => this.http.get('profile/sessions').json((await schemas()).ActiveSessions));
  }

  signOutOthers() {
    return send(async () => this.http.post('profile/sessions/sign-out-others').json((await schemas()).SignedOutOthers));
  }
}
