import { describe, expect, it } from 'vitest';
import { TaxLegalData } from '../../../src/contract/profile';
import type { DatabaseHandle } from '../../support/db';
import { post, signIn, type TestApp, useTestApp } from '../helpers/test-app';

let database: DatabaseHandle;
let test: TestApp;

useTestApp((opened) => ({ test, database } = opened));

const taxNumbers = async (accountUserId: string) =>
  database.db
    .selectFrom('taxLegalRecords')
    .innerJoin('accounts', 'accounts.id', 'taxLegalRecords.accountId')
    .select(['taxLegalRecords.id', 'taxNumber'])
    .where('accounts.userId', '=', accountUserId)
    .orderBy('taxLegalRecords.id')
    .execute();

describe('GET /api/tax-legal-data', () => {
  it("lists only the account's own records", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/tax-legal-data', cookies: await signIn(test, '100001') });
    const data = TaxLegalData.parse(response.json());
    expect(data.map((record) => record.id)).toEqual(['TLR-100001-HR', 'TLR-100001-IT', 'TLR-100001-DK']);
    expect(data[1]).toEqual({ id: 'TLR-100001-IT', providerType: 'PRIVATE', isEuResident: true, objectCountry: 'IT', taxNumberKind: 'object', taxNumber: null });
  });
});

describe('POST /api/tax-ids', () => {
  it('saves the missing number and returns the updated data', async () => {
    const cookies = await signIn(test, '100001');
    const response = await post(test.app, '/api/tax-ids', { entries: [{ id: 'TLR-100001-IT', taxNumber: ' HRVNTA80A41Z118X ' }] }, { cookies });
    expect(response.statusCode).toBe(200);
    const data = TaxLegalData.parse(response.json());
    expect(data.find((record) => record.id === 'TLR-100001-IT')?.taxNumber).toBe('HRVNTA80A41Z118X');
    const profile = await test.app.inject({ method: 'GET', url: '/api/profile', cookies });
    expect(profile.json().isAtLeastOneTaxAbsent).toBe(false);
  });

  it("answers 404 for another account's record and changes nothing at all (one transaction)", async () => {
    const cookies = await signIn(test, '100001');
    const mine = await taxNumbers('100001');
    const theirs = await taxNumbers('100006');
    const response = await post(
      test.app,
      '/api/tax-ids',
      { entries: [{ id: 'TLR-100001-HR', taxNumber: 'CHANGED-1234' }, { id: 'TLR-100006-CH', taxNumber: 'STOLEN-1234' }] },
      { cookies },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found' });
    expect(await taxNumbers('100001')).toEqual(mine);
    expect(await taxNumbers('100006')).toEqual(theirs);
  });

  it('needs the ViewTaxId permission (403)', async () => {
    const response = await post(test.app, '/api/tax-ids', { entries: [{ id: 'TLR-100003-HR', taxNumber: 'HR1234' }] }, { cookies: await signIn(test, '100003') });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden' });
  });

  it('refuses bad bodies with field errors', async () => {
    const cookies = await signIn(test, '100001');
    const empty = await post(test.app, '/api/tax-ids', { entries: [] }, { cookies });
    expect(empty.json()).toEqual({ code: 'invalid_request', fieldErrors: { entries: ['too_small'] } });
    const badNumber = await post(test.app, '/api/tax-ids', { entries: [{ id: 'TLR-100001-IT', taxNumber: '<script>' }] }, { cookies });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json()).toEqual({ code: 'invalid_request', fieldErrors: { 'entries.0.taxNumber': ['invalid_format'] } });
  });
});
