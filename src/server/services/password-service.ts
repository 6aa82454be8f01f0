import type { Kysely } from 'kysely';
import type { ChangePasswordRequest } from '../../contract/profile';
import type { Database } from '../db/schema';
import { findAccountById, updatePasswordHash } from '../repositories/accounts-repository';
import type { Clock } from './clock';
import { isCommonPassword } from './common-passwords';
import { Failure } from './failure';
import { LoginThrottle, userKeyOf } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hasher';
import type { SessionInfo, SessionService } from './session-service';

/** Changing the password of the signed-in account. */
export class PasswordService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
  ) {
    this.throttle = new LoginThrottle(db, clock);
  }

  /**
   * Replaces the password. Wrong current password → 400 invalid_credentials (counted like a failed
   * login, so a stolen session cannot probe the password quickly); a common password or the user's
   * own id → 400 password_common. Success clears the must-change flag and ends all other sessions
   * of the account ("log out other devices").
   */
  async change(session: SessionInfo, request: ChangePasswordRequest): Promise<void> {
    const userKey = userKeyOf(session.userId);
    const wait = await this.throttle.secondsToWait(userKey);
    if (wait > 0) throw Failure.tooManyRequests(wait);
    const account = await findAccountById(this.db, session.accountId);
    if (!account) throw Failure.unauthorized('unauthenticated');
    if (!(await verifyPassword(request.currentPassword, account.passwordHash))) {
      await this.throttle.fail(userKey);
      throw Failure.badRequest('invalid_credentials');
    }
    if (isCommonPassword(request.newPassword, account.userId)) throw Failure.badRequest('password_common');
    await updatePasswordHash(this.db, account.id, await hashPassword(request.newPassword), this.clock.now());
    await this.sessions.endOthers(session);
  }
}
