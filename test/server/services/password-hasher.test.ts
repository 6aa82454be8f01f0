import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, UNMATCHABLE_HASH, verifyPassword } from '../../../src/server/services/password-hasher';
import { legacyScryptHash } from '../helpers/legacy-hash';

describe('password hashing', () => {
  it("stores argon2id with OWASP's parameters (m=19 MiB, t=2, p=1) and a random salt, as a PHC string", async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse battery'), hashPassword('correct horse battery')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
    expect(needsRehash(first)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batter', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('still verifies the scrypt hashes of the first release, and asks to replace them', async () => {
    const legacy = await legacyScryptHash('Passwört-2026');
    expect(await verifyPassword('Passwört-2026', legacy)).toBe(true);
    expect(await verifyPassword('Passwort-2026', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('normalises Unicode, so composed and decomposed input match', async () => {
    const hash = await hashPassword('Passwört-2026');
    expect(await verifyPassword('Passwo\u0308rt-2026', hash)).toBe(true);
  });

  it('never matches the unmatchable hash or malformed hashes', async () => {
    expect(await verifyPassword('anything', UNMATCHABLE_HASH)).toBe(false);
    for (const stored of [
      '',
      'plain',
      'bcrypt$x',
      'scrypt$32768$8$1$c2FsdA$',
      'scrypt$3$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
      '$argon2id$v=19$m=1,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g',
      // argon2i (the reference README's example for "password"): another variant is never accepted.
      '$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG',
    ]) {
      expect(await verifyPassword(stored.startsWith('$argon2i$') ? 'password' : 'anything', stored), stored).toBe(false);
    }
  });

  it('hashes off the event loop: timers keep firing while hashes run', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    await Promise.all([hashPassword('a-long-password-1'), hashPassword('a-long-password-2'), hashPassword('a-long-password-3')]);
    clearInterval(timer);
    const elapsed = performance.now() - started;
    // A blocked loop would fire (almost) no timers during the hashes.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 3));
  });
});

describe.runIf(process.platform === 'linux')('the hashing threads', () => {
  it('run below the event loop’s priority after the first hash', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { getPriority } = await import('node:os');
    await hashPassword('warm-up-the-pool');
    const pool = readdirSync('/proc/self/task').filter((task) => readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() === 'libuv-worker');
    expect(pool.length).toBeGreaterThan(0);
    for (const task of pool) expect(getPriority(Number(task))).toBe(19);
    expect(getPriority(process.pid)).toBe(0);
  });
});
