import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator for API tests: ES256 keys, "none" attestation, user presence
 * and verification set. It answers the JSON options of the server the way
 * @simplewebauthn/browser would, so the real verification code runs.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32).toString('base64url');
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(
    private readonly origin = 'http://localhost:8080',
    private readonly rpId = 'localhost',
  ) {}

  /** The RegistrationResponseJSON for creation options; `override` changes the client data (tests of refusals). */
  register(options: { challenge: string }, override: { origin?: string; rpId?: string; userVerified?: boolean } = {}) {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, override.origin);
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]), credentialId, Buffer.from(isoCBOR.encode(coseKey))]);
    const authData = Buffer.concat([this.authDataHead(0x40, override), attested]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: { clientDataJSON, attestationObject: Buffer.from(attestationObject).toString('base64url'), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The AuthenticationResponseJSON for request options (signature over authData ‖ SHA-256(clientData)). */
  authenticate(options: { challenge: string }, override: { origin?: string; rpId?: string; userVerified?: boolean; counter?: number } = {}) {
    this.counter = override.counter ?? this.counter + 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, override.origin);
    const authData = this.authDataHead(0, override);
    const clientHash = createHash('sha256').update(Buffer.from(clientDataJSON, 'base64url')).digest();
    const signature = sign('sha256', Buffer.concat([authData, clientHash]), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: { clientDataJSON, authenticatorData: authData.toString('base64url'), signature: signature.toString('base64url') },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url');
  }

  /** rpIdHash, flags (UP, UV unless refused, plus `extraFlags`), signature counter. */
  private authDataHead(extraFlags: number, override: { rpId?: string; userVerified?: boolean }): Buffer {
    const rpIdHash = createHash('sha256').update(override.rpId ?? this.rpId).digest();
    const flags = 0x01 | (override.userVerified === false ? 0 : 0x04) | extraFlags;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), counter]);
  }
}
