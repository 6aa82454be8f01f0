import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt (memory-hard, NIST SP 800-63B-4 / OWASP): N=2^15, r=8, p=1 needs 32 MiB per hash, so
 * maxmem is raised above Node's 32 MiB default. Stored as `scrypt$N$r$p$salt$hash` (base64url),
 * so the parameters can be raised later without invalidating stored hashes.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // NFKC so the same password typed on different keyboards/OSes gives the same bytes (800-63B).
    scrypt(password.normalize('NFKC'), salt, length, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches a stored hash; a malformed hash never matches. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length < 16) return false;
  try {
    const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p), expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    // Parameters scrypt refuses (a corrupted hash) simply do not match.
    return false;
  }
}

/**
 * A well-formed hash no password matches (random salt and key). Checking a password against it
 * for unknown user ids costs the same time as a real check, so timing does not reveal accounts.
 */
export const UNMATCHABLE_HASH = ['scrypt', N, R, P, randomBytes(16).toString('base64url'), randomBytes(KEY_LENGTH).toString('base64url')].join(
  '$',
);
