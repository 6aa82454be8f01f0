import type { KyInstance } from 'ky';
import type { TwoFactorContactRequest } from '../contract/support';
import type { SupportGateway } from '../ports/support-gateway';
import { send } from './ky-http';

export class KySupportGateway implements SupportGateway {
  constructor(private readonly http: KyInstance) {}

  async twoFactorContact(request: TwoFactorContactRequest) {
    await send(() => this.http.post('2fa/contact-us', { json: request }));
  }
}
