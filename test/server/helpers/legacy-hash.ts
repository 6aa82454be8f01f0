import { randomBytes, scrypt } from 'node:crypto';

/** A hash as the first release stored it (scrypt N=2^15, r=8, p=1, base64url). */
export function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')),
    ),
  );
}
