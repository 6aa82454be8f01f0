import type { ContactRow } from '../db/schema';
import type { Executor } from './executor';

/** The secondary contacts of an account, in their display order. */
export function listContacts(db: Executor, accountId: number): Promise<ContactRow[]> {
  return db.selectFrom('contacts').selectAll().where('accountId', '=', accountId).orderBy('position').orderBy('id').execute();
}
