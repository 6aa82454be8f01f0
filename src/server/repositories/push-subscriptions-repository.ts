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
 * Stores a subscription, or renews the one with the same endpoint. An endpoint another account
 * holds moves only with the same auth secret: that is the same browser's subscription, now used by
 * whoever signed in there last; knowing someone's endpoint alone is not enough. False when refused.
 */
export async function upsertPushSubscription(
  db: Executor,
  subscription: { accountId: number; endpoint: string; p256dh: string; auth: string; expirationTime: Date | null; now: Date },
): Promise<boolean> {
  const values = {
    accountId: subscription.accountId,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    expirationTime: subscription.expirationTime,
    updatedAt: subscription.now,
  };
  const stored = await db
    .insertInto('pushSubscriptions')
    .values({ ...values, endpoint: subscription.endpoint, createdAt: subscription.now })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet(values)
        .where(sql<boolean>`push_subscriptions.account_id = excluded.account_id OR push_subscriptions.auth = excluded.auth`),
    )
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}

/** The account holding an endpoint, if any. */
export async function pushEndpointHolder(db: Executor, endpoint: string): Promise<number | undefined> {
  const row = await db.selectFrom('pushSubscriptions').select('accountId').where('endpoint', '=', endpoint).executeTakeFirst();
  return row?.accountId;
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
