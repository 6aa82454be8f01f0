import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLoginTarget, type AfterLoginProfile } from '../../src/domain/after-login';
import { Permissions } from '../../src/domain/enumerations';
import { anyStringArb, assertProperty } from '../support/fast-check';

const profileArb: fc.Arbitrary<AfterLoginProfile> = fc.record({
  requireNewPassword: fc.boolean(),
  permissions: fc.subarray([...Permissions]),
  isEUAccount: fc.boolean(),
  isEuResident: fc.boolean(),
});
const taxArb = fc.array(fc.record({ taxNumber: fc.option(fc.string()) }), { maxLength: 4 });
const rduArb = fc.oneof(anyStringArb, fc.constantFrom(null, undefined, '/inbox', '//evil.example', 'https://x.y'));

const euOwner: AfterLoginProfile = {
  requireNewPassword: false,
  permissions: ['ViewTaxId'],
  isEUAccount: true,
  isEuResident: false,
};
const missingTax = [{ taxNumber: 'HR123' }, { taxNumber: null }];

describe('afterLoginTarget properties', () => {
  it("always returns a path starting with a single '/'", () => {
    assertProperty(
      fc.property(profileArb, taxArb, rduArb, (profile, tax, rdu) => {
        const target = afterLoginTarget(profile, tax, rdu);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target.includes('://')).toBe(false);
      }),
    );
  });

  it('goes to change-password whenever a new password is required', () => {
    assertProperty(
      fc.property(profileArb, taxArb, rduArb, (profile, tax, rdu) => {
        expect(afterLoginTarget({ ...profile, requireNewPassword: true }, tax, rdu)).toBe('/profile/change-password');
      }),
    );
  });
});

describe('afterLoginTarget examples (spec section 2)', () => {
  it('sends an EU account or resident with ViewTaxId and a missing tax id to /tax-id, keeping rdu', () => {
    expect(afterLoginTarget(euOwner, missingTax, null)).toBe('/tax-id');
    expect(afterLoginTarget(euOwner, missingTax, '/inbox?tab=new')).toBe('/tax-id?rdu=%2Finbox%3Ftab%3Dnew');
    expect(afterLoginTarget({ ...euOwner, isEUAccount: false, isEuResident: true }, missingTax, undefined)).toBe('/tax-id');
  });

  it('drops an unsafe rdu', () => {
    expect(afterLoginTarget(euOwner, missingTax, '//evil.example')).toBe('/tax-id');
    expect(afterLoginTarget(euOwner, [], 'https://evil.example')).toBe('/');
  });

  it('goes to the rdu, else home, when no tax id is needed', () => {
    expect(afterLoginTarget(euOwner, [{ taxNumber: 'HR123' }], '/reservations/arrivals')).toBe('/reservations/arrivals');
    expect(afterLoginTarget({ ...euOwner, permissions: [] }, missingTax, null)).toBe('/');
    expect(afterLoginTarget({ ...euOwner, isEUAccount: false }, missingTax, '/inbox')).toBe('/inbox');
  });

  it('puts change-password first', () => {
    expect(afterLoginTarget({ ...euOwner, requireNewPassword: true }, missingTax, '/inbox')).toBe('/profile/change-password');
  });
});
