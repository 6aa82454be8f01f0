import type { LegalRecordDetail, SaveLegalRequest } from '../../contract/account-settings';
import { IdentificationNumberTypes } from '../../contract/account-settings';
import { legalFieldsOf, legalFormOf } from '../../domain/legal-form';
import type { TaxLegalRecordRow } from '../db/schema';
import type { LegalUpdate } from '../repositories/account-changes-repository';
import { toTaxLegalRecord } from './legal-data';

/** A stored legal record with its details, form and field list (GET /api/profile/legal). */
export function toLegalDetail(row: TaxLegalRecordRow): LegalRecordDetail {
  const record = toTaxLegalRecord(row);
  const idType = IdentificationNumberTypes.find((type) => type === row.identificationNumberType) ?? null;
  return {
    id: record.id,
    providerType: record.providerType,
    isEuResident: record.isEuResident,
    objectCountry: record.objectCountry,
    taxNumberKind: record.taxNumberKind,
    form: legalFormOf(record.providerType),
    fields: [...legalFieldsOf(record.providerType, record.taxNumberKind)],
    values: {
      name: row.name,
      firstName: row.firstName,
      dateOfBirth: row.dateOfBirth,
      countryOfBirth: row.countryOfBirth,
      placeOfBirth: row.placeOfBirth,
      residenceCountry: row.residenceCountry,
      residenceCity: row.residenceCity,
      identificationNumber: row.identificationNumber,
      identificationNumberType: idType,
      taxNumber: row.taxNumber,
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The values a saved form writes: exactly the fields of its list. */
export function legalUpdateOf(request: SaveLegalRequest): Partial<LegalUpdate> {
  if (request.form === 'company') {
    const { name, identificationNumber, identificationNumberType, residenceCountry, taxNumber } = request;
    return { name, identificationNumber, identificationNumberType, residenceCountry, taxNumber };
  }
  const { name, firstName, dateOfBirth, countryOfBirth, placeOfBirth, residenceCountry, residenceCity, taxNumber } = request;
  return { name, firstName, dateOfBirth, countryOfBirth, placeOfBirth, residenceCountry, residenceCity, taxNumber };
}

/** Names of the fields whose value differs between two details (for the audit trail). */
export function changedLegalFields(before: LegalRecordDetail, after: LegalRecordDetail): string[] {
  return (Object.keys(after.values) as (keyof LegalRecordDetail['values'])[]).filter((key) => before.values[key] !== after.values[key]);
}
