import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../support/db';
import { legacyScryptHash } from '../helpers/legacy-hash';
import { DEMO_PASSWORD, post, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const storedHash = async (userId: string) =>
  (await database.db.selectFrom('accounts').select('passwordHash').where('userId', '=', userId).executeTakeFirstOrThrow()).passwordHash;

describe('password hashes of the first release (scrypt)', () => {
  it('sign in as before and are replaced by argon2id on the next successful login', async () => {
    const legacy = await legacyScryptHash(DEMO_PASSWORD);
    await database.db.updateTable('accounts').set({ passwordHash: legacy }).where('userId', '=', '100003').execute();

    const wrong = await post(test.app, '/api/login', { userID: '100003', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash('100003')).toBe(legacy);

    const right = await post(test.app, '/api/login', { userID: '100003', password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(200);
    const upgraded = await storedHash('100003');
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // The new hash works, and an argon2id hash is left as it is.
    expect((await post(test.app, '/api/login', { userID: '100003', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect(await storedHash('100003')).toBe(upgraded);
  });

  it('the demo seed stores argon2id', async () => {
    expect(await storedHash('100001')).toMatch(/^\$argon2id\$/);
  });
});
