import { sql } from 'kysely';
import type { Executor } from './executor';

/** The cheapest query: answers once the database does. */
export async function ping(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
