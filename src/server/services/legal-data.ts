import type { TaxLegalRecord } from '../../contract/profile';
import type { TaxLegalRecordRow } from '../db/schema';

/** A stored tax / legal-data record as the contract describes it. */
export function toTaxLegalRecord(row: TaxLegalRecordRow): TaxLegalRecord {
  return {
    id: row.id,
    providerType: row.provider_type === 'PRO' ? 'PRO' : 'PRIVATE',
    isEuResident: row.is_eu_resident,
    objectCountry: row.object_country,
    taxNumberKind: row.tax_number_kind === 'object' ? 'object' : 'supplier',
    taxNumber: row.tax_number,
  };
}
