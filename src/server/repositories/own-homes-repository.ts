import type { Executor } from './executor';

/** One of the account's homes with what the property pages need. */
export interface OwnHome {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly relation: string;
  readonly country: string;
  readonly region: string;
  readonly place: string;
  readonly pax: number;
  readonly rooms: number;
  readonly bedrooms: number;
  readonly bathrooms: number;
}

const COLUMNS = ['id', 'code', 'name', 'relation', 'country', 'region', 'place', 'pax', 'rooms', 'bedrooms', 'bathrooms'] as const;

/** The account's homes by name, then code. */
export async function listOwnHomes(db: Executor, accountId: number): Promise<OwnHome[]> {
  return db.selectFrom('accommodations').select(COLUMNS).where('accountId', '=', accountId).orderBy('name').orderBy('code').execute();
}

/** One of the account's homes by code; undefined for an unknown code or another account's home. */
export async function findOwnHome(db: Executor, accountId: number, code: string): Promise<OwnHome | undefined> {
  return db.selectFrom('accommodations').select(COLUMNS).where('accountId', '=', accountId).where('code', '=', code).executeTakeFirst();
}
