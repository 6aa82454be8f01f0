import { safeReturnPath } from './return-path';
import { hasMissingTaxNumber } from './tax-legal';

/** The parts of the profile that decide where a completed login goes. */
export interface AfterLoginProfile {
  readonly requireNewPassword: boolean;
  readonly permissions: readonly string[];
  readonly isEUAccount: boolean;
  readonly isEuResident: boolean;
}

/**
 * Where to go once login completes: change-password if required, else /tax-id (keeping a safe rdu)
 * for an EU account or resident with ViewTaxId and a missing tax number, else the safe rdu, else '/'.
 */
export function afterLoginTarget(
  profile: AfterLoginProfile,
  taxLegalData: readonly { readonly taxNumber: string | null }[],
  rdu: string | null | undefined,
): string {
  if (profile.requireNewPassword) return '/profile/change-password';
  const returnPath = safeReturnPath(rdu);
  const needsTaxId =
    profile.permissions.includes('ViewTaxId') &&
    (profile.isEUAccount || profile.isEuResident) &&
    hasMissingTaxNumber(taxLegalData);
  if (needsTaxId) return returnPath === null ? '/tax-id' : `/tax-id?rdu=${encodeURIComponent(returnPath)}`;
  return returnPath ?? '/';
}
