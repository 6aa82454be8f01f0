/**
 * The passkey prompt after login (§4): offered when the browser can create passkeys (§5: the
 * credential API exists), the owner has none yet, and they did not choose "don't remind me".
 */
export function shouldOfferPasskey(input: { readonly browserSupportsPasskeys: boolean; readonly passkeyCount: number; readonly remind: boolean }): boolean {
  return input.browserSupportsPasskeys && input.passkeyCount === 0 && input.remind;
}
