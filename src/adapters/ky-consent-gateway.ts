import type { KyInstance } from 'ky';
import type { ConsentChoice } from '../contract/consent';
import type { ConsentGateway } from '../ports/consent-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/consent');

export class KyConsentGateway implements ConsentGateway {
  constructor(private readonly http: KyInstance) {}

  async stored() {
    const { StoredConsent } = await schemas();
    return (await send(() => this.http.get('consent').json(StoredConsent))).consent;
  }

  async save(choice: ConsentChoice) {
    const { StoredConsent } = await schemas();
    return (await send(() => this.http.put('consent', { json: choice }).json(StoredConsent))).consent;
  }
}
