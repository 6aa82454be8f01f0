import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalFieldsOf, legalFormOf, taxNumberFieldOf } from '../../src/domain/legal-form';
import { OBJECT_TAX_FIELDS, PERSON_TAX_FIELDS_OBJECT, PERSON_TAX_FIELDS_SUPPLIER, SUPPLIER_TAX_FIELDS } from '../../src/domain/tax-legal';
import { assertProperty } from '../support/fast-check';

const providerArb = fc.constantFrom('PRO' as const, 'PRIVATE' as const);
const kindArb = fc.constantFrom('supplier' as const, 'object' as const);

describe('legal forms', () => {
  it('maps the four combinations to the four lists of §3', () => {
    expect(legalFieldsOf('PRO', 'supplier')).toBe(SUPPLIER_TAX_FIELDS);
    expect(legalFieldsOf('PRO', 'object')).toBe(OBJECT_TAX_FIELDS);
    expect(legalFieldsOf('PRIVATE', 'supplier')).toBe(PERSON_TAX_FIELDS_SUPPLIER);
    expect(legalFieldsOf('PRIVATE', 'object')).toBe(PERSON_TAX_FIELDS_OBJECT);
  });

  it('every list carries exactly the tax-number field of its kind and the form of its provider', () => {
    assertProperty(
      fc.property(providerArb, kindArb, (provider, kind) => {
        const fields: readonly string[] = legalFieldsOf(provider, kind);
        const other = taxNumberFieldOf(kind === 'object' ? 'supplier' : 'object');
        expect(fields).toContain(taxNumberFieldOf(kind));
        expect(fields).not.toContain(other);
        expect(fields.includes('dateOfBirth')).toBe(legalFormOf(provider) === 'owner');
        expect(new Set(fields).size).toBe(fields.length);
      }),
    );
  });
});
