import { sql } from 'kysely';
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
    .where('account_id', '=', accountId)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) FILTER (WHERE relation = 'owner'))::int`.as('owned'),
      sql<number | null>`extract(year FROM min(contract_start))::int`.as('first_year'),
    ])
    .executeTakeFirstOrThrow();
  return { total: row.total, owned: row.owned, firstContractYear: row.first_year };
}
