import { type Kysely, sql } from 'kysely';

/**
 * Owner bookings got a permission of their own (BookOwnerStays): accounts that existed before it
 * keep booking their homes as they could. Every account that sees the calendar gets it, except
 * accounts whose only role is Keyholder (3), who see a calendar but do not book the home.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE accounts SET permissions = array_append(permissions, 'BookOwnerStays')
    WHERE 'ViewCalendar' = ANY (permissions)
      AND NOT ('BookOwnerStays' = ANY (permissions))
      AND roles <> '{3}'::smallint[]
  `.execute(db);
}
