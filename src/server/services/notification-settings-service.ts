import type { Kysely } from 'kysely';
import { sameEmailAddress } from '../../domain/contact-info';
import type { NotificationPreferences, NotificationSettings } from '../../contract/account-settings';
import { EMAIL_LINK_VALID_HOURS } from '../../domain/account-limits';
import { completePreferences, NotificationChannels, NotificationKinds } from '../../domain/notification-preferences';
import type { Database } from '../db/schema';
import type { Messages } from './message-outbox';
import { setSecondaryEmail } from '../repositories/account-changes-repository';
import { ensureSettings, setNotificationPreferences } from '../repositories/account-settings-repository';
import { findAccountById } from '../repositories/accounts-repository';
import {
  consumeEmailConfirmation,
  insertEmailConfirmation,
  pendingEmailOf,
  retireEmailConfirmations,
} from '../repositories/email-confirmations-repository';
import { recipientLocale } from '../i18n/server-texts';
import { confirmEmailMessage } from './account-notices';
import type { AuditTrailService } from './audit-trail';
import { addMs, type Clock } from './clock';
import { Failure } from './failure';
import type { OwnerNotifier } from './owner-notifier';
import { newToken, sha256Hex } from './secrets';
import type { SecondFactorLimits } from '../throttling/second-factor-limits';
import type { SessionInfo } from './session-service';

/** Which messages arrive on which channel, and the secondary address that receives copies (confirmed by a link). */
export class NotificationSettingsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly messages: Messages,
    private readonly audit: AuditTrailService,
    private readonly notifier: OwnerNotifier,
    private readonly publicUrl: string,
    private readonly limits: SecondFactorLimits,
  ) {}

  async get(session: SessionInfo): Promise<NotificationSettings> {
    const account = await findAccountById(this.db, session.accountId);
    if (!account) throw Failure.unauthorized('unauthenticated');
    const settings = await ensureSettings(this.db, session.accountId, newToken());
    return {
      preferences: completePreferences(settings.notificationPreferences),
      secondaryEmail: account.secondaryEmail,
      pendingSecondaryEmail: await pendingEmailOf(this.db, session.accountId, this.clock.now()),
    };
  }

  async savePreferences(session: SessionInfo, preferences: NotificationPreferences): Promise<NotificationSettings> {
    const before = completePreferences((await ensureSettings(this.db, session.accountId, newToken())).notificationPreferences);
    const changed = NotificationKinds.flatMap((kind) =>
      NotificationChannels.filter((channel) => before[kind][channel] !== preferences[kind][channel]).map((channel) => `${kind}.${channel}`),
    );
    await this.db.transaction().execute(async (trx) => {
      await setNotificationPreferences(trx, session.accountId, preferences);
      if (changed.length > 0) await this.audit.record(session.accountId, session.userId, 'notifications_changed', changed, trx);
    });
    return this.get(session);
  }

  /**
   * Sends a single-use link (24 h) to the address; it becomes the secondary address when opened
   * while signed in. The account's primary (or current secondary) address → 400 already_yours. Each link counts against the account's code messages of the hour (429), so a
   * session cannot mail strangers beyond that.
   */
  async requestSecondaryEmail(session: SessionInfo, email: string): Promise<NotificationSettings> {
    const current = await findAccountById(this.db, session.accountId);
    // The account's own address (primary or already secondary) is no second address: 400 already_yours, no link.
    const own = [current?.email, current?.secondaryEmail].filter((address): address is string => Boolean(address));
    if (own.some((address) => sameEmailAddress(address, email))) throw Failure.badRequest('already_yours');
    await this.limits.beforeSending(session.accountId);
    const secret = newToken();
    const now = this.clock.now();
    const expiresAt = addMs(now, EMAIL_LINK_VALID_HOURS * 3_600_000);
    const link = `${this.publicUrl}/profile/notifications?confirm=${encodeURIComponent(secret)}`;
    // The link and its message are kept together.
    const queued = await this.db.transaction().execute(async (trx) => {
      await insertEmailConfirmation(trx, { id: sha256Hex(secret), accountId: session.accountId, email, createdAt: now, expiresAt });
      return this.messages.enqueue(trx, confirmEmailMessage(email, recipientLocale(current?.portalLanguage), link, EMAIL_LINK_VALID_HOURS), expiresAt);
    });
    await this.messages.send([queued]);
    return this.get(session);
  }

  /** Opens the link: another account's, used, expired or unknown → 410 link_expired. */
  async confirmSecondaryEmail(session: SessionInfo, secret: string): Promise<NotificationSettings> {
    const before = await findAccountById(this.db, session.accountId);
    const notices = await this.db.transaction().execute(async (trx) => {
      const confirmed = await consumeEmailConfirmation(trx, session.accountId, sha256Hex(secret), this.clock.now());
      if (confirmed === undefined) throw Failure.gone();
      await setSecondaryEmail(trx, session.accountId, confirmed, this.clock.now());
      await this.audit.record(session.accountId, session.userId, 'secondary_email_changed', ['secondaryEmail'], trx);
      return before ? this.notifier.enqueue(trx, { ...before, secondaryEmail: confirmed }, { kind: 'secondaryEmailAdded', values: { email: confirmed } }) : [];
    });
    this.notifier.sendLater(notices);
    return this.get(session);
  }

  async removeSecondaryEmail(session: SessionInfo): Promise<void> {
    const before = await findAccountById(this.db, session.accountId);
    const notices = await this.db.transaction().execute(async (trx) => {
      await setSecondaryEmail(trx, session.accountId, null, this.clock.now());
      await retireEmailConfirmations(trx, session.accountId, this.clock.now());
      await this.audit.record(session.accountId, session.userId, 'secondary_email_removed', ['secondaryEmail'], trx);
      return before?.secondaryEmail ? this.notifier.enqueue(trx, { ...before, secondaryEmail: null }, { kind: 'secondaryEmailRemoved' }) : [];
    });
    this.notifier.sendLater(notices);
  }
}
