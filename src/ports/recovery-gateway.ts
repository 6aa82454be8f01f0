import { portKey } from './port-key';
import type { ForgotNumberRequest, ForgotPasswordRequest, ResetLinkRequest, ResetPasswordRequest } from '../contract/recovery';

/** Recovery while logged out: reset link, the reset, the owner numbers of an address. Throws GatewayError. */
export interface RecoveryGateway {
  forgotPassword(request: ForgotPasswordRequest): Promise<void>;
  /** A used, expired or unknown link fails with status 410 `link_expired`. */
  resetPassword(request: ResetPasswordRequest): Promise<void>;
  /** Resolves while the link can still set a password; a used, expired or unknown one fails with status 410. */
  checkResetLink(request: ResetLinkRequest): Promise<void>;
  forgotNumber(request: ForgotNumberRequest): Promise<void>;
}

/** The key the app binds the RecoveryGateway adapter to. */
export const recoveryPort = portKey<RecoveryGateway>('recovery');
