import type { TaxLegalRecord } from '../../contract/profile';
import type { TaxLegalRecordRow } from '../db/schema';

/** A stored tax / legal-data record as the contract describes it. */
export function toTaxLegalRecord(row: TaxLegalRecordRow): TaxLegalRecord {
  return {
    id: row.id,
    providerType: row.providerType === 'PRO' ? 'PRO' : 'PRIVATE',
    isEuResident: row.isEuResident,
    objectCountry: row.objectCountry,
    taxNumberKind: row.taxNumberKind === 'object' ? 'object' : 'supplier',
    taxNumber: row.taxNumber,
  };
}
