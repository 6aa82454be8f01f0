import { sql } from 'kysely';
import type { ContractStatus } from '../../domain/enumerations';
import type { Executor } from './executor';

/** Counts for the profile: all accommodations of the account, the owned ones, the first contract year. */
export interface AccommodationStats {
  readonly total: number;
  readonly owned: number;
  /** Year of the earliest contract start; null without accommodations. */
  readonly firstContractYear: number | null;
}

/** Aggregates the account's accommodations in one query. */
export async function accommodationStats(db: Executor, accountId: number): Promise<AccommodationStats> {
  const row = await db
    .selectFrom('accommodations')
    .where('accountId', '=', accountId)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) FILTER (WHERE relation = 'owner'))::int`.as('owned'),
      sql<number | null>`extract(year FROM min(contract_start))::int`.as('firstYear'),
    ])
    .executeTakeFirstOrThrow();
  return { total: row.total, owned: row.owned, firstContractYear: row.firstYear };
}

/** One of the account's accommodations with what lists and checks need. */
export interface AccommodationRecord {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly country: string;
  readonly place: string;
  readonly contractStatus: ContractStatus;
  readonly relation: string;
}

/** The account's accommodations by name, then code (a few dozen at most, even for agencies). */
export async function listAccommodations(db: Executor, accountId: number): Promise<AccommodationRecord[]> {
  const rows = await db
    .selectFrom('accommodations')
    .select(['id', 'code', 'name', 'country', 'place', 'contractStatus', 'relation'])
    .where('accountId', '=', accountId)
    .orderBy('name')
    .orderBy('code')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    country: row.country,
    place: row.place,
    contractStatus: row.contractStatus,
    relation: row.relation,
  }));
}

/**
 * Locks an accommodation row for the rest of the transaction, so writers that book its nights take
 * turns instead of colliding: demo bookings (which first look for a free slot) and owner bookings
 * (whose parallel overlapping inserts would deadlock in the exclusion constraint's check).
 */
export async function lockAccommodation(db: Executor, accommodationId: number): Promise<void> {
  await db.selectFrom('accommodations').select('id').where('id', '=', accommodationId).forUpdate().execute();
}
