import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A new 256-bit random token, base64url (43 characters): session ids and login-attempt handles. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token: what the database stores instead of the token itself. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit second-factor code from the CSPRNG (leading zeros kept). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * HMAC-SHA256 of a code under the server's code key (CODE_HMAC_KEY, never in the database), bound
 * to what the code is for (a login token, a session, a change id). A leaked table alone does not
 * allow trying the million codes offline.
 */
export function codeHash(key: Buffer, binding: string, code: string): string {
  return createHmac('sha256', key).update(binding).update('\0').update(code).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
