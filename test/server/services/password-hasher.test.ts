import { describe, expect, it } from 'vitest';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from '../../../src/server/services/password-hasher';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse battery'), hashPassword('correct horse battery')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batter', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('normalises Unicode, so composed and decomposed input match', async () => {
    const hash = await hashPassword('Passwört-2026');
    expect(await verifyPassword('Passwo\u0308rt-2026', hash)).toBe(true);
  });

  it('never matches the unmatchable hash or malformed hashes', async () => {
    expect(await verifyPassword('anything', UNMATCHABLE_HASH)).toBe(false);
    for (const stored of ['', 'plain', 'bcrypt$x', 'scrypt$32768$8$1$c2FsdA$', 'scrypt$3$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA']) {
      expect(await verifyPassword('anything', stored), stored).toBe(false);
    }
  });
});
