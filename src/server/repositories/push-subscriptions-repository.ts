import { sql } from 'kysely';
import type { Executor } from './executor';

/** A browser's push subscription for an account. */
export interface PushSubscriptionRecord {
  readonly id: number;
  readonly accountId: number;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/**
 * Stores a subscription, or takes over the one with the same endpoint: the endpoint belongs to a
 * browser, and the account that signed in there last receives its pushes.
 */
export async function upsertPushSubscription(
  db: Executor,
  subscription: { accountId: number; endpoint: string; p256dh: string; auth: string; expirationTime: Date | null; now: Date },
): Promise<void> {
  const values = {
    accountId: subscription.accountId,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    expirationTime: subscription.expirationTime,
    updatedAt: subscription.now,
  };
  await db
    .insertInto('pushSubscriptions')
    .values({ ...values, endpoint: subscription.endpoint, createdAt: subscription.now })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
}

/** Keeps the account's `keep` most recently updated subscriptions and deletes older ones. */
export async function trimPushSubscriptions(db: Executor, accountId: number, keep: number): Promise<void> {
  await db
    .deleteFrom('pushSubscriptions')
    .where('accountId', '=', accountId)
    .where(
      'id',
      'not in',
      db.selectFrom('pushSubscriptions').select('id').where('accountId', '=', accountId).orderBy('updatedAt', 'desc').orderBy('id', 'desc').limit(keep),
    )
    .execute();
}

/** Deletes the account's subscription with this endpoint (another account's stays). */
export async function deletePushSubscription(db: Executor, accountId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('accountId', '=', accountId).where('endpoint', '=', endpoint).execute();
}

/** Deletes a subscription the push service says is gone. */
export async function deletePushSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}

/**
 * The account's push targets when it wants pushes, with its language; none when the owner turned
 * pushes off or subscriptions have expired.
 */
export async function pushTargetsOf(db: Executor, accountId: number, now: Date): Promise<{ language: string; subscriptions: PushSubscriptionRecord[] }> {
  const rows = await db
    .selectFrom('pushSubscriptions')
    .innerJoin('accounts', 'accounts.id', 'pushSubscriptions.accountId')
    .select(['pushSubscriptions.id', 'pushSubscriptions.endpoint', 'pushSubscriptions.p256dh', 'pushSubscriptions.auth', 'accounts.language'])
    .where('pushSubscriptions.accountId', '=', accountId)
    .where('accounts.pushEnabled', '=', true)
    .where(sql<boolean>`(push_subscriptions.expiration_time IS NULL OR push_subscriptions.expiration_time > ${now})`)
    .orderBy('pushSubscriptions.id')
    .execute();
  return {
    language: rows[0]?.language ?? 'en',
    subscriptions: rows.map((row) => ({ id: row.id, accountId, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth })),
  };
}
