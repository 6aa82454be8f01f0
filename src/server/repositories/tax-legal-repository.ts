import type { TaxLegalRecordRow } from '../db/schema';
import type { Executor } from './executor';

/** The account's tax / legal-data records in their order (the first decides isCompany). */
export function listTaxLegalRecords(db: Executor, accountId: number): Promise<TaxLegalRecordRow[]> {
  return db.selectFrom('tax_legal_records').selectAll().where('account_id', '=', accountId).orderBy('position').orderBy('id').execute();
}

/**
 * Sets the tax number of one record of the account. Returns false when the id does not exist or
 * belongs to another account (nothing is changed then).
 */
export async function setTaxNumber(db: Executor, accountId: number, id: string, taxNumber: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('tax_legal_records')
    .set({ tax_number: taxNumber, updated_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
