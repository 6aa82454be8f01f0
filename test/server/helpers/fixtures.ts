import type { Kysely } from 'kysely';
import { resolveUiLocale } from '../../../src/domain/locale';
import type { ContractStatus } from '../../../src/domain/enumerations';
import type { Database } from '../../../src/server/db/schema';
import { insertStay, type StayInput } from '../../../src/server/repositories/stays-repository';
import { SessionService } from '../../../src/server/services/session-service';
import type { TestApp } from './test-app';

/** The demo seed's clock for API tests: a summer morning with guests arriving and staying. */
export const SUMMER_MORNING = Date.parse('2026-07-10T08:00:00Z');

/** The internal id of a demo account. */
export async function accountIdOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('accounts').select('id').where('userId', '=', userId).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A session cookie for an account without the password and code steps (login has its own tests):
 * the session service itself starts it, on the test clock.
 */
export async function sessionFor(test: Pick<TestApp, 'database' | 'clock'>, userId: string): Promise<Record<string, string>> {
  // Signed in as the owner would, in their correspondence language (messages then go out in it).
  const { language } = await test.database.db.selectFrom('accounts').select('language').where('userId', '=', userId).executeTakeFirstOrThrow();
  const token = await new SessionService(test.database.db, test.clock).start(await accountIdOf(test.database.db, userId), resolveUiLocale(language));
  return { portal_session: token };
}

/** An account of a test's own, with defaults for everything the test does not care about. */
export async function createAccount(
  db: Kysely<Database>,
  userId: string,
  extra: { permissions?: string[]; language?: string; pushEnabled?: boolean } = {},
): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({
      userId,
      contactId: `C${userId}`,
      username: userId,
      passwordHash: 'not-a-hash',
      permissions: extra.permissions ?? [],
      language: extra.language ?? 'en',
      pushEnabled: extra.pushEnabled ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A house of a test account. */
export async function createHouse(
  db: Kysely<Database>,
  accountId: number,
  code: string,
  extra: { name?: string; contractStatus?: ContractStatus; relation?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto('accommodations')
    .values({
      code,
      accountId,
      name: extra.name ?? `House ${code}`,
      relation: extra.relation ?? 'owner',
      country: code.slice(0, 2),
      region: 'Region',
      place: 'Place',
      contractStatus: extra.contractStatus ?? 'ACTIVE',
      contractStart: '2020-01-01',
      pax: 6,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A stay on a house; reservation kinds get a reservation number unless given. */
export async function addStay(db: Kysely<Database>, accommodationId: number, stay: Omit<StayInput, 'accommodationId'>): Promise<number> {
  return insertStay(db, { accommodationId, ...stay });
}
