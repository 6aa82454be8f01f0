import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProviderTypes } from '../../src/domain/enumerations';
import {
  OBJECT_TAX_FIELDS,
  PERSON_TAX_FIELDS_OBJECT,
  PERSON_TAX_FIELDS_SUPPLIER,
  SUPPLIER_TAX_FIELDS,
  hasMissingTaxNumber,
  isCompany,
} from '../../src/domain/tax-legal';
import { assertProperty } from '../support/fast-check';

describe('tax legal data properties', () => {
  it('isCompany depends on the first record only', () => {
    assertProperty(
      fc.property(fc.array(fc.record({ providerType: fc.constantFrom(...ProviderTypes) })), (records) => {
        expect(isCompany(records)).toBe(records[0]?.providerType === 'PRO');
      }),
    );
  });

  it('hasMissingTaxNumber is true exactly when a record has no tax number', () => {
    assertProperty(
      fc.property(fc.array(fc.record({ taxNumber: fc.option(fc.string()) })), (records) => {
        expect(hasMissingTaxNumber(records)).toBe(records.filter((r) => r.taxNumber === null).length > 0);
      }),
    );
  });
});

describe('tax legal data examples (spec section 3)', () => {
  it('recognises a company by its first record', () => {
    expect(isCompany([{ providerType: 'PRO' }, { providerType: 'PRIVATE' }])).toBe(true);
    expect(isCompany([{ providerType: 'PRIVATE' }, { providerType: 'PRO' }])).toBe(false);
    expect(isCompany([])).toBe(false);
  });

  it('lists the four tax field sets', () => {
    expect(SUPPLIER_TAX_FIELDS).toEqual([
      'name',
      'objectCountry',
      'supplierTaxNumber',
      'identificationNumber',
      'residenceCountry',
      'identificationNumberType',
    ]);
    expect(OBJECT_TAX_FIELDS).toEqual(SUPPLIER_TAX_FIELDS.map((f) => (f === 'supplierTaxNumber' ? 'objectTaxNumber' : f)));
    const person = ['name', 'firstName', 'dateOfBirth', 'countryOfBirth', 'placeOfBirth', 'objectCountry', 'residenceCountry', 'residenceCity'];
    expect(PERSON_TAX_FIELDS_SUPPLIER).toEqual([...person, 'supplierTaxNumber']);
    expect(PERSON_TAX_FIELDS_OBJECT).toEqual([...person, 'objectTaxNumber']);
  });
});
