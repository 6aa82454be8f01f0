import { argon2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { lowerThreadPoolPriority } from './thread-pool-priority';

/**
 * argon2id with OWASP's minimum (m=19 MiB, t=2, p=1) through node:crypto's asynchronous API, so
 * the hashing runs on libuv's thread pool and never on the event loop's thread. Stored in the PHC
 * string format (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, unpadded base64), which carries the
 * parameters, so they can be raised later without invalidating stored hashes.
 *
 * Hashes of the first release are scrypt (`scrypt$N$r$p$salt$hash`, base64url): they still verify,
 * and `needsRehash` tells the login to replace them after a successful sign-in.
 */
const MEMORY_KIB = 19 * 1024;
const PASSES = 2;
const LANES = 1;
const SALT_LENGTH = 16;
const KEY_LENGTH = 32;
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;
const ARGON2_PREFIX = `$argon2id$v=19$m=${MEMORY_KIB},t=${PASSES},p=${LANES}$`;

/**
 * At most one hash per core at a time: more would only share the cores (each hash slower, the event
 * loop starved) and fill libuv's pool, which static files and DNS also need.
 */
const MAX_CONCURRENT = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];
/** libuv starts its pool at the first use; its threads are lowered once, after the first hash. */
let poolLowered = false;

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    if (!poolLowered) poolLowered = lowerThreadPoolPriority() > 0 || process.platform !== 'linux';
    // Hand the slot straight to the next waiter (running stays the same), else free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** NFKC, so the same password typed on different keyboards/OSes gives the same bytes (800-63B). */
const normalized = (password: string) => password.normalize('NFKC');

function deriveArgon2(password: string, salt: Buffer, memory: number, passes: number, lanes: number, length: number): Promise<Buffer> {
  return limited(
    () =>
      new Promise((resolve, reject) => {
        argon2(
          'argon2id',
          { message: normalized(password), nonce: salt, memory, passes, parallelism: lanes, tagLength: length },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

function deriveScrypt(password: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  return limited(
    () =>
      new Promise((resolve, reject) => {
        scrypt(normalized(password), salt, length, { N: n, r, p, maxmem: SCRYPT_MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** Hashes a password with a fresh random salt (argon2id, PHC string). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveArgon2(password, salt, MEMORY_KIB, PASSES, LANES, KEY_LENGTH);
  return `${ARGON2_PREFIX}${base64(salt)}$${base64(key)}`;
}

const ARGON2_HASH = /^\$argon2id\$v=19\$m=(\d{1,6}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{22,})$/;

/** The key the stored hash expects and the key `password` gives under its parameters; null for a malformed hash. */
async function keysOf(password: string, stored: string): Promise<[expected: Buffer, actual: Buffer] | null> {
  const argon = ARGON2_HASH.exec(stored);
  if (argon) {
    const [, m, t, p, salt, hash] = argon as unknown as [string, string, string, string, string, string];
    const expected = Buffer.from(hash, 'base64');
    return [expected, await deriveArgon2(password, Buffer.from(salt, 'base64'), Number(m), Number(t), Number(p), expected.length)];
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length < 16) return null;
  return [expected, await deriveScrypt(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p), expected.length)];
}

/** Whether `password` matches a stored hash (argon2id or the older scrypt); a malformed hash never matches. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    const keys = await keysOf(password, stored);
    return keys !== null && keys[0].length >= 16 && timingSafeEqual(keys[0], keys[1]);
  } catch {
    // Parameters the KDF refuses (a corrupted hash) simply do not match.
    return false;
  }
}

/** Whether a stored hash (that just verified) should be replaced by one of the current scheme and parameters. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(ARGON2_PREFIX);
}

/**
 * A well-formed hash no password matches (random salt and key), of the current scheme. Checking a
 * password against it for unknown user ids costs the same time as a real check, so timing does
 * not reveal accounts.
 */
export const UNMATCHABLE_HASH = `${ARGON2_PREFIX}${base64(randomBytes(SALT_LENGTH))}$${base64(randomBytes(KEY_LENGTH))}`;
