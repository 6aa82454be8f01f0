import type { ProviderType } from './enumerations';
import {
  OBJECT_TAX_FIELDS,
  PERSON_TAX_FIELDS_OBJECT,
  PERSON_TAX_FIELDS_SUPPLIER,
  SUPPLIER_TAX_FIELDS,
} from './tax-legal';

/** The two legal-data forms of /profile/legal/form-{type}: a company (PRO) or a private owner. */
export const LegalFormTypes = ['company', 'owner'] as const;
export type LegalFormType = (typeof LegalFormTypes)[number];

/** Which number the authority asks for: the supplier's own or the object's. */
export type TaxNumberKind = 'supplier' | 'object';

/** A field of any of the four lists of §3. */
export type LegalField =
  | (typeof SUPPLIER_TAX_FIELDS)[number]
  | (typeof OBJECT_TAX_FIELDS)[number]
  | (typeof PERSON_TAX_FIELDS_SUPPLIER)[number]
  | (typeof PERSON_TAX_FIELDS_OBJECT)[number];

/** The form of a record: PRO providers fill in the company form, private ones the owner (person) form. */
export function legalFormOf(providerType: ProviderType): LegalFormType {
  return providerType === 'PRO' ? 'company' : 'owner';
}

/**
 * The field list of §3 a record is edited with: the supplier or object variant of the company
 * list, or the person list with the supplier or object tax number.
 */
export function legalFieldsOf(providerType: ProviderType, kind: TaxNumberKind): readonly LegalField[] {
  if (legalFormOf(providerType) === 'company') return kind === 'object' ? OBJECT_TAX_FIELDS : SUPPLIER_TAX_FIELDS;
  return kind === 'object' ? PERSON_TAX_FIELDS_OBJECT : PERSON_TAX_FIELDS_SUPPLIER;
}

/** The tax-number field of a record's list (supplierTaxNumber or objectTaxNumber). */
export function taxNumberFieldOf(kind: TaxNumberKind): 'supplierTaxNumber' | 'objectTaxNumber' {
  return kind === 'object' ? 'objectTaxNumber' : 'supplierTaxNumber';
}
