import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { generateVapidKeys, type VapidKeys } from '../integrations/push-sender';
import { settingOrInsert } from '../repositories/settings-repository';

const VAPID_SETTING = 'webpush.vapid';

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string';
}

/**
 * The server's VAPID key pair: made once and kept in the database, so every instance signs with
 * the same key and browsers' subscriptions survive restarts. main.ts makes it on the first start.
 */
export async function vapidKeysOf(db: Kysely<Database>): Promise<VapidKeys> {
  const value = await settingOrInsert(db, VAPID_SETTING, generateVapidKeys);
  if (!isVapidKeys(value)) throw new Error(`setting ${VAPID_SETTING} is not a key pair`);
  return { publicKey: value.publicKey, privateKey: value.privateKey };
}
