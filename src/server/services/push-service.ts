import type { Kysely } from 'kysely';
import type { PushSubscriptionRequest } from '../../contract/push';
import type { Database } from '../db/schema';
import { isLocalHost } from '../integrations/public-address';
import type { PushSender, VapidKeys } from '../integrations/push-sender';
import type { Log } from '../log';
import type { NotificationRecord } from '../repositories/notifications-repository';
import {
  deletePushSubscription,
  deletePushSubscriptionById,
  pushEndpointHolder,
  pushTargetsOf,
  trimPushSubscriptions,
  upsertPushSubscription,
} from '../repositories/push-subscriptions-repository';
import type { Clock } from './clock';
import { Failure } from './failure';
import { inboxContext } from './inbox-context';
import { pushMessage } from './push-message';
import { isKnownPushServiceHost } from './push-service-hosts';
import { vapidKeysOf } from './vapid-keys';

/** A browser per device and a few devices per owner; more are old ones nobody removed. */
const MAX_SUBSCRIPTIONS_PER_ACCOUNT = 20;
/** A push the device does not pick up within a day is stale news (the inbox has it anyway). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** A P-256 public key (uncompressed point, 65 bytes) and a 16-byte auth secret, as RFC 8291 needs. */
function keysProblems(keys: PushSubscriptionRequest['keys']): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4) problems['keys.p256dh'] = ['invalid_format'];
  if (Buffer.from(keys.auth, 'base64url').length !== 16) problems['keys.auth'] = ['invalid_format'];
  return problems;
}

/**
 * Web push: the server's VAPID keys (see vapid-keys.ts), the accounts' subscriptions, and delivery
 * of notifications. Delivery
 * runs in the background; its failures are logged and never reach the request that caused them.
 */
export class PushService {
  private keys: Promise<VapidKeys> | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly sender: PushSender,
    private readonly options: { readonly allowPrivateEndpoints: boolean; readonly serviceHosts: readonly string[] },
    private readonly log: Log,
  ) {}

  /** The VAPID key pair (read once; a failed read is tried again next time). */
  vapidKeys(): Promise<VapidKeys> {
    this.keys ??= vapidKeysOf(this.db);
    this.keys.catch(() => (this.keys = null));
    return this.keys;
  }

  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  /**
   * Stores the browser's subscription for the account. Only https endpoints (http too when private
   * endpoints are allowed) on the configured push services' hosts are accepted; loopback and
   * private hosts are refused unless allowed. An endpoint another account holds is taken over only
   * with the same auth secret (the same browser; logged), else 400 fieldErrors.endpoint ['taken'].
   */
  async subscribe(accountId: number, request: PushSubscriptionRequest): Promise<void> {
    const url = new URL(request.endpoint);
    const fieldErrors = keysProblems(request.keys);
    if (url.protocol !== 'https:' && !(this.options.allowPrivateEndpoints && url.protocol === 'http:')) fieldErrors.endpoint = ['invalid_format'];
    else if (!this.options.allowPrivateEndpoints && isLocalHost(url.hostname)) fieldErrors.endpoint = ['invalid_value'];
    else if (!isKnownPushServiceHost(url.hostname, this.options.serviceHosts)) fieldErrors.endpoint = ['invalid_value'];
    if (Object.keys(fieldErrors).length > 0) throw Failure.badRequest('invalid_request', { fieldErrors });
    const now = this.clock.now();
    const expiration = request.expirationTime ? new Date(request.expirationTime) : null;
    const holder = await pushEndpointHolder(this.db, request.endpoint);
    await this.db.transaction().execute(async (trx) => {
      const stored = await upsertPushSubscription(trx, {
        accountId,
        endpoint: request.endpoint,
        p256dh: request.keys.p256dh,
        auth: request.keys.auth,
        expirationTime: expiration && !Number.isNaN(expiration.getTime()) ? expiration : null,
        now,
      });
      if (!stored) throw Failure.badRequest('invalid_request', { fieldErrors: { endpoint: ['taken'] } });
      await trimPushSubscriptions(trx, accountId, MAX_SUBSCRIPTIONS_PER_ACCOUNT);
    });
    if (holder !== undefined && holder !== accountId) this.log.warn({ fromAccountId: holder, toAccountId: accountId }, 'push subscription moved to another account (same browser)');
  }

  async unsubscribe(accountId: number, endpoint: string): Promise<void> {
    await deletePushSubscription(this.db, accountId, endpoint);
  }

  /** Sends the notification to the account's devices in the background. */
  notify(record: NotificationRecord): void {
    const delivery = this.deliver(record)
      .catch((error: unknown) => this.log.error({ err: error, notificationId: record.id }, 'web push delivery failed'))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Waits for deliveries under way (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(record: NotificationRecord): Promise<void> {
    const { language, subscriptions } = await pushTargetsOf(this.db, record.accountId, this.clock.now());
    if (subscriptions.length === 0) return;
    const context = await inboxContext(this.db, record.accountId, [record]);
    const payload = JSON.stringify(pushMessage(record, context, language));
    const vapid = await this.vapidKeys();
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } };
          const status = await this.sender.send(target, payload, { vapid, ttlSeconds: PUSH_TTL_SECONDS });
          // 404 and 410: the browser dropped the subscription for good (RFC 8030 §7.3).
          if (status === 404 || status === 410) await deletePushSubscriptionById(this.db, subscription.id);
          else if (status < 200 || status > 299) this.log.warn({ status, subscriptionId: subscription.id }, 'push service refused a message');
        } catch (error) {
          this.log.warn({ err: error, subscriptionId: subscription.id }, 'push service unreachable');
        }
      }),
    );
  }
}
