import type { KyInstance } from 'ky';
import type { ChangePasswordRequest, SaveTaxIdsRequest } from '../contract/profile';
import type { UiLocale } from '../domain/enumerations';
import type { AccountGateway } from '../ports/account-gateway';
import { GatewayError } from '../ports/gateway-error';
import { parse, send } from './ky-http';

// Schemas (and zod) load on first use: a visitor without a session never needs them.
const schemas = () => import('../contract/profile');

export class KyAccountGateway implements AccountGateway {
  constructor(private readonly http: KyInstance) {}

  async profile() {
    try {
      return await send(async () => {
        const body = await this.http.get('profile').json();
        return parse((await schemas()).Profile, body);
      });
    } catch (error) {
      if (error instanceof GatewayError && error.failure.kind === 'http' && error.failure.status === 401) return null;
      throw error;
    }
  }

  taxLegalData() {
    return send(async () => this.http.get('tax-legal-data').json((await schemas()).TaxLegalData));
  }

  saveTaxIds(entries: SaveTaxIdsRequest['entries']) {
    return send(async () => this.http.post('tax-ids', { json: { entries } }).json((await schemas()).TaxLegalData));
  }

  async changePassword(request: ChangePasswordRequest) {
    await send(() => this.http.post('profile/password', { json: request }));
  }

  async rememberLanguage(locale: UiLocale) {
    await send(() => this.http.put('profile/language', { json: { language: locale } }));
  }
}
