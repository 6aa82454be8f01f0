import type { ChangePasswordRequest, Profile, SaveTaxIdsRequest, TaxLegalData } from '../contract/profile';
import type { UiLocale } from '../domain/enumerations';
import { portKey } from './port-key';

/** The signed-in account: profile, tax data and password. Throws GatewayError. */
export interface AccountGateway {
  /** The profile of the session's account, or null when there is no session (401). */
  profile(): Promise<Profile | null>;
  taxLegalData(): Promise<TaxLegalData>;
  /** Saves missing tax numbers; answers the updated records. */
  saveTaxIds(entries: SaveTaxIdsRequest['entries']): Promise<TaxLegalData>;
  changePassword(request: ChangePasswordRequest): Promise<void>;
  /** Tells the server the portal language the owner switched to (their messages follow it). */
  rememberLanguage(locale: UiLocale): Promise<void>;
}

/** The key the app binds the AccountGateway adapter to. */
export const accountPort = portKey<AccountGateway>('account');
