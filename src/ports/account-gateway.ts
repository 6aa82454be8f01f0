import type { ChangePasswordRequest, Profile, SaveTaxIdsRequest, TaxLegalData } from '../contract/profile';
import { portKey } from './port-key';

/** The signed-in account: profile, tax data and password. Throws GatewayError. */
export interface AccountGateway {
  /** The profile of the session's account, or null when there is no session (401). */
  profile(): Promise<Profile | null>;
  taxLegalData(): Promise<TaxLegalData>;
  /** Saves missing tax numbers; answers the updated records. */
  saveTaxIds(entries: SaveTaxIdsRequest['entries']): Promise<TaxLegalData>;
  changePassword(request: ChangePasswordRequest): Promise<void>;
}

/** The key the app binds the AccountGateway adapter to. */
export const accountPort = portKey<AccountGateway>('account');
