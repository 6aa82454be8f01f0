import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { AuthenticationOptions, AuthenticationResponse } from '../../contract/webauthn';
import type { Database } from '../db/schema';
import { findPasskey, recordPasskeyUse, type StoredPasskey } from '../repositories/passkeys-repository';
import type { Clock } from './clock';
import type { RelyingParty } from './relying-party';

/** How long the browser may take to answer a challenge (it is also the challenge's lifetime). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Signing in or stepping up with a passkey: the request options and the verification of an
 * assertion against the stored credential (origin, RP id, user verification, signature, counter),
 * which then records the new counter and backup flags.
 */
export class PasskeyAssertions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly rp: RelyingParty,
  ) {}

  /** Options for navigator.credentials.get: any discoverable passkey, or one of `allow`. */
  async options(allow?: readonly StoredPasskey[]): Promise<AuthenticationOptions> {
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      userVerification: 'required',
      timeout: CHALLENGE_TTL_MS,
      ...(allow ? { allowCredentials: allow.map((passkey) => ({ id: passkey.id, transports: [...passkey.transports] })) } : {}),
    });
    return { ...options };
  }

  /**
   * The passkey that signed `challenge`, or null when the assertion does not verify: unknown
   * credential, another account's (when `accountId` is given), wrong origin or RP id, no user
   * verification, bad signature or a counter that went backwards (a cloned authenticator).
   */
  async verify(challenge: string, response: AuthenticationResponse, accountId?: number): Promise<StoredPasskey | null> {
    const passkey = await findPasskey(this.db, response.id);
    if (!passkey || (accountId !== undefined && passkey.accountId !== accountId)) return null;
    try {
      const result = await verifyAuthenticationResponse({
        response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
        credential: { id: passkey.id, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: [...passkey.transports] },
      });
      if (!result.verified) return null;
      const info = result.authenticationInfo;
      await recordPasskeyUse(this.db, passkey.id, { counter: info.newCounter, deviceType: info.credentialDeviceType, backedUp: info.credentialBackedUp, at: this.clock.now() });
      return passkey;
    } catch {
      // The library throws for every malformed or mismatching assertion: all of them are a refusal.
      return null;
    }
  }
}
