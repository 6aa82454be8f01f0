import type { Kysely } from 'kysely';
import type { UiLocale } from '../../domain/enumerations';
import type { ForgotNumberRequest, ForgotPasswordRequest, ResetLinkRequest, ResetPasswordRequest } from '../../contract/recovery';
import { RESET_HOLD_AFTER_PHONE_CHANGE_DAYS, RESET_LINK_VALID_MINUTES } from '../../domain/account-limits';
import type { Database } from '../db/schema';
import { ChannelUnavailable } from '../integrations/code-delivery';
import type { Log } from '../log';
import type { Messages } from './message-outbox';
import { deleteSessionsOf, findAccountsByEmail, setPasswordHash } from '../repositories/account-changes-repository';
import { hasAuditSince } from '../repositories/account-audit-repository';
import { findAccountById, findAccountByUserId } from '../repositories/accounts-repository';
import { consumeReset, deleteResetsBefore, findLiveReset, insertPasswordReset, retireResetsOf } from '../repositories/password-resets-repository';
import { recipientLocale } from '../i18n/server-texts';
import { changeNotice, noticeAddress, ownerNumbersMessage, resetLinkMessage } from './account-notices';
import type { AuditTrailService } from './audit-trail';
import type { BackgroundTasks } from './background-tasks';
import { addMs, type Clock } from './clock';
import { passwordWeakness } from './common-passwords';
import { Failure } from './failure';
import { LoginThrottle, userKeyOf } from '../throttling/login-throttle';
import { hashPassword, verifyPassword } from './password-hasher';
import { newToken, sha256Hex } from './secrets';

const RESET_TTL_MS = RESET_LINK_VALID_MINUTES * 60_000;

/**
 * Recovery while logged out: a password-reset link, the reset itself, and the owner numbers of an
 * e-mail address. The two requests answer the same whether an account exists or not, and in the
 * same time: the messages are sent in the background after the answer.
 */
export class RecoveryService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly messages: Messages,
    private readonly background: BackgroundTasks,
    private readonly audit: AuditTrailService,
    /** PUBLIC_URL: links point there. */
    private readonly publicUrl: string,
    private readonly log: Log,
  ) {
    this.throttle = new LoginThrottle(db, clock);
  }

  /**
   * Starts a reset for the number if it is an account's: a 256-bit link secret, stored hashed,
   * valid 60 minutes, sent to the account's e-mail (or mobile). Every request counts against the
   * number like a failed login (keyed by the submitted number, known or not), so repeats are
   * delayed the same way (429 with retryAfter). An account without e-mail whose mobile number
   * changed in the last RESET_HOLD_AFTER_PHONE_CHANGE_DAYS days gets no link at all (the answer is
   * the same): a just-changed number must not take the account over; support helps meanwhile.
   */
  async forgotPassword(request: ForgotPasswordRequest, requestLocale: UiLocale): Promise<void> {
    await this.countRequest(`reset:${userKeyOf(request.userID)}`);
    const account = await findAccountByUserId(this.db, request.userID);
    if (!account) return;
    this.background.run('password reset link', async () => {
      const to = noticeAddress(account);
      if (!to) return;
      const now = this.clock.now();
      if (to.channel === 'sms' && (await this.phoneChangedRecently(account.id, now))) return;
      const secret = newToken();
      await deleteResetsBefore(this.db, addMs(now, -24 * 60 * 60_000));
      const expiresAt = addMs(now, RESET_TTL_MS);
      // The link and its message are kept together.
      const queued = await this.db.transaction().execute(async (trx) => {
        await insertPasswordReset(trx, { id: sha256Hex(secret), accountId: account.id, createdAt: now, expiresAt });
        return this.messages.enqueue(trx, resetLinkMessage(to, recipientLocale(account.portalLanguage, requestLocale), `${this.publicUrl}/reset-password?id=${encodeURIComponent(secret)}`, RESET_LINK_VALID_MINUTES), expiresAt);
      });
      await this.messages.send([queued]);
    });
  }

  /** Whether the link can still set a password: unknown, used or expired → 410 link_expired. Changes nothing. */
  async checkResetLink(request: ResetLinkRequest): Promise<void> {
    if (!(await findLiveReset(this.db, sha256Hex(request.id), this.clock.now()))) throw Failure.gone();
  }

  /**
   * Sets the new password through a live link: unknown, used or expired → 410 link_expired (the
   * link stays usable after a refused password); a common password → 400 password_common, the
   * current one → 400 password_unchanged. Then
   * every link and every session of the account end, its login failures are forgotten, the change
   * is audited and the owner is told. Returns the ended session ids.
   */
  async resetPassword(request: ResetPasswordRequest, requestLocale: UiLocale): Promise<string[]> {
    const id = sha256Hex(request.id);
    const live = await findLiveReset(this.db, id, this.clock.now());
    if (!live) throw Failure.gone();
    const account = await findAccountById(this.db, live.accountId);
    if (!account) throw Failure.gone();
    const weakness = passwordWeakness(request.password, account.userId);
    if (weakness) throw Failure.badRequest(weakness === 'common' ? 'password_common' : 'password_personal');
    // As a change does: the password the account has now is no new password (the link stays usable).
    if (await verifyPassword(request.password, account.passwordHash)) throw Failure.badRequest('password_unchanged');
    const passwordHash = await hashPassword(request.password);

    const to = noticeAddress(account);
    // The new password and the owner's notice of it are kept together.
    const { ended, queued } = await this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      if (!(await consumeReset(trx, id, now))) throw Failure.gone();
      await setPasswordHash(trx, account.id, passwordHash, now);
      await retireResetsOf(trx, account.id, now);
      await this.audit.record(account.id, 'recovery', 'password_reset', ['password'], trx);
      const notice = to ? [await this.messages.enqueue(trx, changeNotice(to, recipientLocale(account.portalLanguage, requestLocale), { kind: 'passwordReset' }))] : [];
      return { ended: await deleteSessionsOf(trx, account.id), queued: notice };
    });
    await this.throttle.succeed(userKeyOf(account.userId));
    this.background.run('password changed notice', async () => void (await this.messages.send(queued)));
    return ended;
  }

  /**
   * E-mails the owner numbers registered to the address, if any; same per-address limit as above.
   * The request counts and its message are written in one transaction before the answer, so an
   * acknowledged request is not lost; the message is sent after the answer. Without an e-mail
   * provider nothing is written for it (logged), so the answer stays the same.
   */
  async forgotNumber(request: ForgotNumberRequest, requestLocale: UiLocale): Promise<void> {
    const queued = await this.db.transaction().execute(async (trx) => {
      await this.throttle.reserve(`number:${request.email.toLowerCase()}`, trx);
      const accounts = await findAccountsByEmail(trx, request.email);
      if (accounts.length === 0) return [];
      const recipient = accounts[0]?.email ?? request.email;
      const message = ownerNumbersMessage(recipient, recipientLocale(accounts[0]?.portalLanguage, requestLocale), accounts.map((account) => account.userId));
      try {
        return [await this.messages.enqueue(trx, message)];
      } catch (error) {
        if (!(error instanceof ChannelUnavailable)) throw error;
        this.log.error({ err: error }, 'owner numbers not sent: no e-mail provider');
        return [];
      }
    });
    if (queued.length > 0) this.background.run('owner numbers', async () => void (await this.messages.send(queued)));
  }

  private phoneChangedRecently(accountId: number, now: Date): Promise<boolean> {
    return hasAuditSince(this.db, accountId, 'phone_changed', addMs(now, -RESET_HOLD_AFTER_PHONE_CHANGE_DAYS * 24 * 60 * 60_000));
  }

  private async countRequest(key: string): Promise<void> {
    // Each request counts as a failure of the key: repeated requests wait as failed logins do.
    await this.throttle.reserve(key);
  }
}
