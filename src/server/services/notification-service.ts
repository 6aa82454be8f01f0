import type { Kysely } from 'kysely';
import type { NotificationType } from '../../domain/enumerations';
import type { Database } from '../db/schema';
import type { EventBus } from '../integrations/event-bus';
import type { Log } from '../log';
import type { Executor } from '../repositories/executor';
import { insertNotification, type NotificationRecord } from '../repositories/notifications-repository';
import type { Clock } from './clock';
import type { PushService } from './push-service';

/** A notification to create: whose, which type, and the type's data under its section key. */
export interface NotificationDraft {
  readonly accountId: number;
  readonly type: NotificationType;
  readonly payload: Record<string, unknown>;
}

/**
 * The one place notifications are created: it stores the notification, then publishes it to the
 * live event streams of every instance and sends it as web push. Announcing happens after the
 * commit and never fails the caller: a notification that is stored is in the inbox either way.
 */
export class NotificationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly events: EventBus,
    private readonly push: PushService,
    private readonly log: Log,
  ) {}

  async create(draft: NotificationDraft): Promise<NotificationRecord> {
    const { notification } = await this.createWith(async () => ({ result: null, notification: draft }));
    return notification!;
  }

  /**
   * Runs `work` in a transaction and stores the notification it returns in the same transaction
   * (the change and its notification exist together or not at all), then announces it.
   */
  async createWith<T>(
    work: (trx: Executor) => Promise<{ result: T; notification: NotificationDraft | null }>,
  ): Promise<{ result: T; notification: NotificationRecord | null }> {
    const { result, record } = await this.db.transaction().execute(async (trx) => {
      const outcome = await work(trx);
      const stored = outcome.notification ? await insertNotification(trx, { ...outcome.notification, createdAt: this.clock.now() }) : null;
      return { result: outcome.result, record: stored };
    });
    if (record) await this.announce(record);
    return { result, notification: record };
  }

  private async announce(record: NotificationRecord): Promise<void> {
    try {
      await this.events.publish({ accountId: record.accountId, id: String(record.id), type: record.type });
    } catch (error) {
      this.log.error({ err: error, notificationId: record.id }, 'live event not published');
    }
    this.push.notify(record);
  }
}
