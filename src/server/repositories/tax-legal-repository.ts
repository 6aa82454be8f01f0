import type { TaxLegalRecordRow } from '../db/schema';
import type { Executor } from './executor';

/** The account's tax / legal-data records in their order (the first decides isCompany). */
export function listTaxLegalRecords(db: Executor, accountId: number): Promise<TaxLegalRecordRow[]> {
  return db.selectFrom('taxLegalRecords').selectAll().where('accountId', '=', accountId).orderBy('position').orderBy('id').execute();
}

/**
 * Sets the tax number of one record of the account. Returns false when the id does not exist or
 * belongs to another account (nothing is changed then).
 */
export async function setTaxNumber(db: Executor, accountId: number, id: string, taxNumber: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('taxLegalRecords')
    .set({ taxNumber, updatedAt: now })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
