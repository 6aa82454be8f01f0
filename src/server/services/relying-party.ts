/** The WebAuthn relying party: the portal's origin and host name from PUBLIC_URL. */
export interface RelyingParty {
  readonly name: string;
  /** The host name (RP id): passkeys are bound to it. */
  readonly id: string;
  /** The exact origin the browser reports in clientDataJSON. */
  readonly origin: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { name: 'Owner Portal', id: url.hostname, origin: url.origin };
}
