import type { KyInstance } from 'ky';
import type { ReferenceFormRequest, ReferralRequest } from '../contract/referral';
import type { ReferralGateway } from '../ports/referral-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/referral');

export class KyReferralGateway implements ReferralGateway {
  constructor(private readonly http: KyInstance) {}

  async list() {
    const { ReferralList } = await schemas();
    return send(() => this.http.get('referrals').json(ReferralList));
  }

  async refer(request: ReferralRequest) {
    const { ReferralReceipt } = await schemas();
    return send(() => this.http.post('referrals', { json: request }).json(ReferralReceipt));
  }

  async formToken() {
    const { ReferenceFormToken } = await schemas();
    return (await send(() => this.http.get('reference-form/token').json(ReferenceFormToken))).formToken;
  }

  async referPublicly(request: ReferenceFormRequest) {
    const { ReferralReceipt } = await schemas();
    return send(() => this.http.post('reference-form', { json: request }).json(ReferralReceipt));
  }
}
