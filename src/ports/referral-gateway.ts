import type { ReferenceFormRequest, ReferralList, ReferralReceipt, ReferralRequest } from '../contract/referral';
import { portKey } from './port-key';

/** Recommending homeowners, logged in or through the public form. Throws GatewayError. */
export interface ReferralGateway {
  list(): Promise<ReferralList>;
  refer(request: ReferralRequest): Promise<ReferralReceipt>;
  /** The public form's signed token, fetched when the form is shown. */
  formToken(): Promise<string>;
  referPublicly(request: ReferenceFormRequest): Promise<ReferralReceipt>;
}

/** The key the app binds the ReferralGateway adapter to. */
export const referralPort = portKey<ReferralGateway>('referral');
