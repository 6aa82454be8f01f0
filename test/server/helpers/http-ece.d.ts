// Types for the parts of http_ece (RFC 8188 content encoding) the web push tests use to decrypt.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's key pair (the subscription's private key). */
    privateKey?: ECDH;
    /** The subscription's auth secret, base64url. */
    authSecret?: string;
    dh?: string;
    keyid?: string;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
