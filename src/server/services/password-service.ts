import type { Kysely } from 'kysely';
import type { ChangePasswordRequest } from '../../contract/profile';
import type { Database } from '../db/schema';
import { findAccountById, updatePasswordHash } from '../repositories/accounts-repository';
import type { AuditTrailService } from './audit-trail';
import type { Clock } from './clock';
import { passwordWeakness } from './common-passwords';
import { Failure } from './failure';
import { LoginThrottle, userKeyOf } from '../throttling/login-throttle';
import type { OwnerNotifier } from './owner-notifier';
import { hashPassword, verifyPassword } from './password-hasher';
import type { SessionInfo, SessionService } from './session-service';

/** Changing the password of the signed-in account. */
export class PasswordService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly audit: AuditTrailService,
    private readonly notifier: OwnerNotifier,
  ) {
    this.throttle = new LoginThrottle(db, clock);
  }

  /**
   * Replaces the password. Wrong current password → 400 invalid_credentials (counted like a failed
   * login, reserved before the check, so a stolen session cannot probe the password quickly); a
   * common password or the user's own id → 400 password_common. (The current password as the new
   * one is refused by the contract's schema.) Success clears the must-change flag and ends all other sessions
   * of the account ("log out other devices"); the change is audited and the owner told.
   */
  async change(session: SessionInfo, request: ChangePasswordRequest): Promise<void> {
    const userKey = userKeyOf(session.userId);
    // Counted as a failure before the hash is checked; a correct password takes it back.
    await this.throttle.reserve(userKey);
    const account = await findAccountById(this.db, session.accountId);
    if (!account) throw Failure.unauthorized('unauthenticated');
    if (!(await verifyPassword(request.currentPassword, account.passwordHash))) throw Failure.badRequest('invalid_credentials');
    await this.throttle.succeed(userKey);
    const weakness = passwordWeakness(request.newPassword, account.userId);
    if (weakness) throw Failure.badRequest(weakness === 'common' ? 'password_common' : 'password_personal');
    const passwordHash = await hashPassword(request.newPassword);
    const notices = await this.db.transaction().execute(async (trx) => {
      await updatePasswordHash(trx, account.id, passwordHash, this.clock.now());
      await this.audit.record(account.id, session.userId, 'password_changed', ['password'], trx);
      return this.notifier.enqueue(trx, account, { kind: 'passwordChanged' });
    });
    await this.sessions.endOthers(session);
    this.notifier.sendLater(notices);
  }
}
