import type { ProviderType } from './enumerations';

/** Tax field names of the supplier-type form. */
export const SUPPLIER_TAX_FIELDS = [
  'name',
  'objectCountry',
  'supplierTaxNumber',
  'identificationNumber',
  'residenceCountry',
  'identificationNumberType',
] as const;

/** Tax field names of the object-type form: objectTaxNumber replaces supplierTaxNumber. */
export const OBJECT_TAX_FIELDS = [
  'name',
  'objectCountry',
  'objectTaxNumber',
  'identificationNumber',
  'residenceCountry',
  'identificationNumberType',
] as const;

const PERSON_TAX_FIELDS = [
  'name',
  'firstName',
  'dateOfBirth',
  'countryOfBirth',
  'placeOfBirth',
  'objectCountry',
  'residenceCountry',
  'residenceCity',
] as const;

/** Tax field names of the person form with a supplier tax number. */
export const PERSON_TAX_FIELDS_SUPPLIER = [...PERSON_TAX_FIELDS, 'supplierTaxNumber'] as const;
/** Tax field names of the person form with an object tax number. */
export const PERSON_TAX_FIELDS_OBJECT = [...PERSON_TAX_FIELDS, 'objectTaxNumber'] as const;

/** True when the first legal-data record has providerType PRO (false without records). */
export function isCompany(legalData: readonly { readonly providerType: ProviderType | string }[]): boolean {
  return legalData[0]?.providerType === 'PRO';
}

/** True when at least one tax legal record still lacks its tax number. */
export function hasMissingTaxNumber(taxLegalData: readonly { readonly taxNumber: string | null }[]): boolean {
  return taxLegalData.some((record) => record.taxNumber === null);
}
