import type { Insertable, Selectable } from 'kysely';
import type { ProviderContactsTable } from '../db/schema';
import type { Executor } from './executor';

/** A provider contact with the code and name of the home it looks after (null: all homes). */
export type ProviderContactRecord = Selectable<ProviderContactsTable> & { accommodationCode: string | null; accommodationName: string | null };

/** The account's contacts at the provider in display order: service office first, then by home. */
export function listProviderContacts(db: Executor, accountId: number): Promise<ProviderContactRecord[]> {
  return db
    .selectFrom('providerContacts')
    .leftJoin('accommodations', 'accommodations.id', 'providerContacts.accommodationId')
    .selectAll('providerContacts')
    .select(['accommodations.code as accommodationCode', 'accommodations.name as accommodationName'])
    .where('providerContacts.accountId', '=', accountId)
    .orderBy('providerContacts.position')
    .orderBy('providerContacts.id')
    .execute();
}

/** The e-mail address of the account's service office, where contact-us messages go; null when none. */
export async function serviceOfficeEmail(db: Executor, accountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('providerContacts')
    .select('email')
    .where('accountId', '=', accountId)
    .where('role', '=', 'ServiceOffice')
    .where('email', 'is not', null)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function insertProviderContacts(db: Executor, rows: readonly Insertable<ProviderContactsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('providerContacts').values([...rows]).execute();
}
