import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../support/db';
import { signIn, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

describe('reading tax and legal data', () => {
  it('needs ViewTaxId, like saving it: 403 for the list, no legalData in the profile', async () => {
    // 100001 has tax records; without the permission they must not be readable.
    await sql`UPDATE accounts SET permissions = array_remove(permissions, 'ViewTaxId') WHERE user_id = '100001'`.execute(database.db);
    const cookies = await signIn(test, '100001');
    const list = await test.app.inject({ method: 'GET', url: '/api/tax-legal-data', cookies });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ code: 'forbidden' });
    const profile = (await test.app.inject({ method: 'GET', url: '/api/profile', cookies })).json();
    expect(profile.legalData).toEqual([]);
    expect(profile.isAtLeastOneTaxAbsent).toBe(false);
    expect(JSON.stringify(profile)).not.toContain('TLR-100001');
  });

  it('the keyholder without ViewTaxId gets 403 too; owners with it read their records', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/tax-legal-data', cookies: await signIn(test, '100003') })).statusCode).toBe(403);
    const owner = await signIn(test, '100002');
    expect((await test.app.inject({ method: 'GET', url: '/api/tax-legal-data', cookies: owner })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/profile', cookies: owner })).json().legalData.length).toBeGreaterThan(0);
  });
});
