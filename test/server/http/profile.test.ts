import { describe, expect, it } from 'vitest';
import { Profile } from '../../../src/contract/profile';
import { Permissions } from '../../../src/domain/enumerations';
import { signIn, type TestApp, useTestApp } from '../helpers/test-app';

let test: TestApp;

useTestApp((opened) => ({ test } = opened));

async function profileOf(userID: string): Promise<Profile> {
  const response = await test.app.inject({ method: 'GET', url: '/api/profile', cookies: await signIn(test, userID) });
  expect(response.statusCode).toBe(200);
  return Profile.parse(response.json());
}

describe('GET /api/profile', () => {
  it('describes the owner 100001: EU resident, a missing tax id, masked IBAN, all permissions', async () => {
    const profile = await profileOf('100001');
    expect(profile).toMatchObject({
      userID: '100001',
      contactId: 'C100001',
      salutation: 'Ms',
      fullName: 'Ana Horvat',
      firstName: 'Ana',
      name: 'Horvat',
      emailAddress: 'ana.horvat@example.com',
      iban: 'HR12 •••• •••• 0160',
      paymentSchedule: 'Monthly',
      tracking: { properties: 3, loginType: [1] },
      isEUAccount: true,
      isEuResident: true,
      isCompany: false,
      isAtLeastOneTaxAbsent: true,
      isCroatianAccount: true,
      isItalyAccount: true,
      isSwissAccount: false,
      ownAccommodations: 3,
      requireNewPassword: false,
      secondaryContacts: [],
    });
    expect(profile.permissions).toEqual([...Permissions]);
    expect(profile.legalData.map((record) => [record.objectCountry, record.taxNumber === null])).toEqual([
      ['HR', false],
      ['IT', true],
      ['DK', false],
    ]);
    expect(profile.contractsYears[0]).toBe(2018);
  });

  it('describes the Swiss company 100006 as a company with secondary contacts', async () => {
    const profile = await profileOf('100006');
    expect(profile).toMatchObject({ isCompany: true, isSwissAccount: true, isEUAccount: false, legalForm: 'AG', fullName: 'Alpenblick Immobilien AG' });
    expect(profile.secondaryContacts.map((contact) => contact.contactId)).toEqual(['C100006-1', 'C100006-2', 'C100006-3']);
  });

  it('describes the agency and the keyholder by role', async () => {
    const agency = await profileOf('100002');
    expect(agency.tracking).toEqual({ properties: 24, loginType: [2] });
    expect(agency.ownAccommodations).toBe(0);
    const keyholder = await profileOf('100003');
    expect(keyholder.tracking.loginType).toEqual([3]);
    expect(keyholder.permissions).not.toContain('ViewPayments');
    expect(keyholder.iban).toBeNull();
  });

  it('tells the client when the password must be changed first', async () => {
    expect((await profileOf('100005')).requireNewPassword).toBe(true);
  });
});
