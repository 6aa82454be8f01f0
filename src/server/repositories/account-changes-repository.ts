import type { AccountRow, TaxLegalRecordRow } from '../db/schema';
import { sqlDate } from '../db/sql-values';
import type { Executor } from './executor';

/** Writes of the account's own contact and legal data (profile pages, recovery). */

/** Accounts whose main e-mail is this address, whatever its case (forgot-number). */
export function findAccountsByEmail(db: Executor, email: string): Promise<Pick<AccountRow, 'userId' | 'email' | 'portalLanguage'>[]> {
  return db
    .selectFrom('accounts')
    .select(['userId', 'email', 'portalLanguage'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .orderBy('userId')
    .execute();
}

/** Sets a new password hash (a reset also lifts the must-change flag: the owner just chose it). */
export async function setPasswordHash(db: Executor, accountId: number, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('accounts').set({ passwordHash: passwordHash, requireNewPassword: false, updatedAt: now }).where('id', '=', accountId).execute();
}

/** Ends every session of the account; returns their ids (their live event streams end too). */
export async function deleteSessionsOf(db: Executor, accountId: number): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('accountId', '=', accountId).returning('id').execute();
  return rows.map((row) => row.id);
}

export async function setMobile(db: Executor, accountId: number, mobile: string, now: Date): Promise<void> {
  await db.updateTable('accounts').set({ mobile, updatedAt: now }).where('id', '=', accountId).execute();
}

export async function setAddress(db: Executor, accountId: number, address: { street: string; zip: string; place: string; country: string }, now: Date): Promise<void> {
  await db.updateTable('accounts').set({ ...address, updatedAt: now }).where('id', '=', accountId).execute();
}

export async function setSecondaryEmail(db: Executor, accountId: number, email: string | null, now: Date): Promise<void> {
  await db.updateTable('accounts').set({ secondaryEmail: email, updatedAt: now }).where('id', '=', accountId).execute();
}

/** One legal record of the account, or undefined when it is another account's or unknown. */
export function findLegalRecord(db: Executor, accountId: number, id: string): Promise<TaxLegalRecordRow | undefined> {
  return db.selectFrom('taxLegalRecords').selectAll().where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
}

/** The legal values a form writes (columns of taxLegalRecords). */
export interface LegalUpdate {
  readonly name: string | null;
  readonly firstName: string | null;
  readonly dateOfBirth: string | null;
  readonly countryOfBirth: string | null;
  readonly placeOfBirth: string | null;
  readonly residenceCountry: string | null;
  readonly residenceCity: string | null;
  readonly identificationNumber: string | null;
  readonly identificationNumberType: string | null;
  readonly taxNumber: string;
}

/** Writes the given values (the fields of the record's form) and leaves the others as they are. */
export async function updateLegalRecord(db: Executor, accountId: number, id: string, values: Partial<LegalUpdate>, now: Date): Promise<TaxLegalRecordRow | undefined> {
  const { dateOfBirth } = values;
  return db
    .updateTable('taxLegalRecords')
    .set({
      name: values.name,
      firstName: values.firstName,
      dateOfBirth: dateOfBirth === undefined ? undefined : dateOfBirth === null ? null : sqlDate(dateOfBirth),
      countryOfBirth: values.countryOfBirth,
      placeOfBirth: values.placeOfBirth,
      residenceCountry: values.residenceCountry,
      residenceCity: values.residenceCity,
      identificationNumber: values.identificationNumber,
      identificationNumberType: values.identificationNumberType,
      taxNumber: values.taxNumber,
      updatedAt: now,
    })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}
