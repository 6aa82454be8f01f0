import type { KyInstance } from 'ky';
import { KyContactGateway } from '../../adapters/ky-contact-gateway';
import { KyReferralGateway } from '../../adapters/ky-referral-gateway';
import { contactPort } from '../../ports/contact-gateway';
import { referralPort } from '../../ports/referral-gateway';
import { httpKey, portModule } from './port-module';

/** Contacts at the provider, contact-us messages and referrals. */
export const contactModule = portModule((bind) => {
  bind(contactPort).toResolvedValue((ky: KyInstance) => new KyContactGateway(ky), [httpKey]);
  bind(referralPort).toResolvedValue((ky: KyInstance) => new KyReferralGateway(ky), [httpKey]);
});
