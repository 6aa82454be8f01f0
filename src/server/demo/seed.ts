import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countAccounts } from '../repositories/accounts-repository';
import type { Executor } from '../repositories/executor';
import { insertStays } from '../repositories/stays-repository';
import { hashPassword } from '../services/password-hasher';
import { demoAccounts } from './demo-accounts';
import { demoBankChangeRows } from './bank-changes-seed';
import { seedDocuments } from './documents-generator';
import { DEMO_PASSWORD, type DemoAccount } from './demo-types';
import { generateCalendarExtras } from './calendar-extras';
import { demoReferralRow } from './demo-referral';
import { type GeneratedNotification, generateNotifications } from './notifications-generator';
import { type GeneratedMoney, generateMoney } from './payments-generator';
import { insertDemoMoney } from './payments-seed';
import { Prng } from './prng';
import { seedPropertyData } from './property-seed';
import { seedProviderContacts } from './provider-contacts';
import { accommodationRow, accountRow, contactRow, notificationRow, reviewRow, taxRecordRow } from './seed-rows';
import { type GeneratedReview, generateReviews } from './reviews-generator';
import { DEMO_FEATURE_FLAGS, demoRedirects } from './site-settings';
import { type GeneratedStay, generateStays } from './stays-generator';

/** The fixed seed: the same demo data on every machine and every start. */
export const DEMO_SEED = 20_260_101;
const BATCH = 400;

/** How much the seed created. */
export interface SeedSummary {
  readonly accounts: number;
  readonly accommodations: number;
  readonly stays: number;
  readonly notifications: number;
  readonly reviews: number;
}

interface AccountPlan {
  readonly account: DemoAccount;
  readonly stays: GeneratedStay[];
  readonly notifications: GeneratedNotification[];
  readonly reviews: GeneratedReview[];
  readonly money: GeneratedMoney | null;
}

/** Everything to insert, computed up front from the PRNG (pure, so the order of writes cannot change it). */
function plan(prng: Prng): AccountPlan[] {
  let reservationNumber = 24_000_000;
  const nextResNo = () => String(++reservationNumber);
  return demoAccounts(prng).map((account) => {
    const stays = account.accommodations.flatMap((house) => generateStays(prng, house, nextResNo));
    const notifications = generateNotifications(
      prng,
      { isKeyholder: account.roles.includes(3), accommodationCodes: account.accommodations.map((house) => house.code) },
      stays,
    );
    const reviews = generateReviews(prng, stays);
    // After the generators that draw from the PRNG, so their data stays the same.
    const extras = account.accommodations.flatMap((house) => generateCalendarExtras(house.code, stays));
    return { account, stays: [...stays, ...extras], notifications, reviews, money: generateMoney(account, stays) };
  });
}

/** Looks up an id the seed itself just created (a miss is a bug in the generators). */
function idOf<K>(ids: ReadonlyMap<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo seed: no id for ${String(key)}`);
  return id;
}

async function insertAccountData(db: Executor, { account, stays, notifications, reviews, money }: AccountPlan, passwordHash: string): Promise<void> {
  const { id: accountId } = await db.insertInto('accounts').values(accountRow(account, passwordHash)).returning('id').executeTakeFirstOrThrow();
  if (account.contacts.length > 0) {
    await db.insertInto('contacts').values(account.contacts.map((contact, position) => contactRow(accountId, contact, position))).execute();
  }
  if (account.taxRecords.length > 0) {
    const rows = account.taxRecords.map((record, position) => taxRecordRow(accountId, account, record, position));
    await db.insertInto('taxLegalRecords').values(rows).execute();
  }
  const houses = await db
    .insertInto('accommodations')
    .values(account.accommodations.map((house) => accommodationRow(accountId, house)))
    .returning(['id', 'code'])
    .execute();
  const houseIds = new Map(houses.map((house) => [house.code, house.id]));
  await insertDemoMoney(db, accountId, houseIds, money);

  for (let start = 0; start < stays.length; start += BATCH) {
    const batch = stays.slice(start, start + BATCH);
    await insertStays(
      db,
      batch.map(({ accommodationCode, travellerLanguage: _language, ...stay }) => ({ ...stay, accommodationId: idOf(houseIds, accommodationCode) })),
    );
  }
  // The recommendation the inbox thanks for: in the list of recommendations too.
  await db.insertInto('referrals').values(demoReferralRow(accountId)).execute();
  if (notifications.length > 0) {
    const cards = await db
      .insertInto('notifications')
      .values(notifications.map((notification) => notificationRow(accountId, notification)))
      .returning('id')
      .execute();
    const changes = demoBankChangeRows(
      accountId,
      account,
      cards.map((card, index) => ({ id: card.id, notification: notifications[index]! })),
    );
    if (changes.length > 0) await db.insertInto('bankDetailChanges').values(changes).execute();
  }

  const stayRows = await db
    .selectFrom('stays')
    .select(['id', 'resNo'])
    .where('accommodationId', 'in', [...houseIds.values()])
    .where('resNo', 'is not', null)
    .execute();
  const stayIds = new Map(stayRows.map((row) => [row.resNo, row.id]));
  for (let start = 0; start < reviews.length; start += BATCH) {
    const batch = reviews.slice(start, start + BATCH);
    const rows = batch.map((review) => reviewRow(idOf(houseIds, review.accommodationCode), stayIds.get(review.resNo) ?? null, review));
    await db.insertInto('reviews').values(rows).execute();
  }
}

/**
 * Writes the deterministic demo data (accounts, houses, four years of stays, inbox, reviews,
 * feature flags and redirects) in one transaction, so an interrupted first start leaves nothing
 * half-seeded. Ids are deterministic on an empty database.
 */
export async function seedDemoData(db: Kysely<Database>, options: { oldPortalUrl: string }): Promise<SeedSummary> {
  const plans = plan(new Prng(DEMO_SEED));
  // Each account gets its own salt; hashing runs in parallel on libuv's thread pool.
  const hashes = await Promise.all(plans.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    for (const [index, accountPlan] of plans.entries()) await insertAccountData(trx, accountPlan, hashes[index]!);
    await seedPropertyData(trx, plans.flatMap((entry) => entry.account.accommodations));
    await seedDocuments(trx);
    await seedProviderContacts(trx);
    await trx.insertInto('featureFlags').values(DEMO_FEATURE_FLAGS.map((flag) => ({ ...flag }))).execute();
    await trx.insertInto('redirects').values(demoRedirects(options.oldPortalUrl)).execute();
  });
  return {
    accounts: plans.length,
    accommodations: plans.reduce((sum, entry) => sum + entry.account.accommodations.length, 0),
    stays: plans.reduce((sum, entry) => sum + entry.stays.length, 0),
    notifications: plans.reduce((sum, entry) => sum + entry.notifications.length, 0),
    reviews: plans.reduce((sum, entry) => sum + entry.reviews.length, 0),
  };
}

/** Seeds only an empty database (no accounts); returns null when there was data already. */
export async function seedIfEmpty(db: Kysely<Database>, options: { oldPortalUrl: string }): Promise<SeedSummary | null> {
  return (await countAccounts(db)) === 0 ? seedDemoData(db, options) : null;
}
