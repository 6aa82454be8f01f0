import type { Kysely } from 'kysely';
import { recipientLocale } from '../i18n/server-texts';
import type { UiLocale } from '../../domain/enumerations';
import type { ResendResponse, VerifyRequest, VerifyResponse } from '../../contract/auth';
import { VERIFICATION_TRIES } from '../../domain/constants';
import type { Database } from '../db/schema';
import type { Messages } from './message-outbox';
import { findAccountById } from '../repositories/accounts-repository';
import { listContacts } from '../repositories/contacts-repository';
import { consumeAttempt, findAttempt, type LoginAttempt, replaceCode, takeTry } from '../repositories/login-attempts-repository';
import { addMs, type Clock } from './clock';
import { chooseChannel, codeMessage, describeChannel } from './factor-channel';
import { Failure } from './failure';
import { ATTEMPT_TTL_MS, CODE_TTL_MS } from './login-service';
import { findRecipient } from './recipients';
import { codeHash, sameDigest, sha256Hex, sixDigitCode } from './secrets';
import type { SecondFactorLimits } from '../throttling/second-factor-limits';
import type { SessionService } from './session-service';

/** New codes one attempt may ask for; after that the person logs in again. */
export const MAX_RESENDS = 5;

/** Second step of the login: verifying the code, or sending a new one. */
export class SecondFactorService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly messages: Messages,
    private readonly sessions: SessionService,
    private readonly limits: SecondFactorLimits,
    private readonly codeKey: Buffer,
  ) {}

  /**
   * Verifies a code. Unknown, used or too old attempt → 401 login_expired; no tries left → 401
   * no_tries_left; code expired → 401 code_expired; too many wrong codes for the account → 429
   * (growing delays) or 403 second_factor_locked (see SecondFactorLimits); wrong code → 400
   * invalid_code with the tries left. Success consumes the attempt and starts a session; returns
   * its cookie value.
   */
  async verify(request: VerifyRequest, locale: UiLocale): Promise<{ sessionToken: string; response: VerifyResponse }> {
    const attempt = await this.liveAttempt(request.token);
    if (attempt.triesLeft <= 0) throw Failure.unauthorized('no_tries_left', { triesLeft: 0 });
    if (attempt.expiresAt <= this.clock.now()) throw Failure.unauthorized('code_expired', { triesLeft: attempt.triesLeft });

    // The account's bound first (counted as wrong until the code proves right), then the attempt's tries.
    await this.limits.reserveGuess(attempt.accountId);
    const taken = await takeTry(this.db, attempt.id);
    if (!taken) throw Failure.unauthorized('no_tries_left', { triesLeft: 0 });
    const matches = taken.codeHash !== null && sameDigest(codeHash(this.codeKey, request.token, request.code), taken.codeHash);
    if (!matches) throw Failure.badRequest('invalid_code', { triesLeft: taken.triesLeft });
    await this.limits.correct(attempt.accountId);
    if (!(await consumeAttempt(this.db, attempt.id, this.clock.now()))) throw Failure.unauthorized('login_expired');

    const account = await findAccountById(this.db, attempt.accountId);
    if (!account) throw Failure.unauthorized('login_expired');
    const sessionToken = await this.sessions.start(account.id, locale);
    return { sessionToken, response: { success: true, username: account.username, requireNewPassword: account.requireNewPassword } };
  }

  /**
   * Sends a new code for the attempt: to `contactId` when given (one of the account's own contacts,
   * else 404 not_found), otherwise to the attempt's current recipient. Resets the tries and the
   * code's validity; after MAX_RESENDS the attempt is used up (401 login_expired). Counts against
   * the account's code messages of the hour (429) and stops once guessing has (403).
   */
  async resend(token: string, requestLocale: UiLocale, contactId?: string): Promise<ResendResponse> {
    const attempt = await this.liveAttempt(token);
    const account = await findAccountById(this.db, attempt.accountId);
    if (!account) throw Failure.unauthorized('login_expired');
    const contacts = await listContacts(this.db, account.id);
    const recipient = findRecipient(account, contacts, contactId ?? attempt.contactId);
    if (!recipient) throw Failure.notFound();
    await this.limits.beforeSending(account.id);

    const channel = chooseChannel(account.factorDeliveryMethod, recipient);
    const code = channel ? sixDigitCode() : null;
    const expiresAt = addMs(this.clock.now(), CODE_TTL_MS);
    // The new code and its message are kept together (see LoginService.login).
    const queued = await this.db.transaction().execute(async (trx) => {
      const replaced = await replaceCode(
        trx,
        attempt.id,
        {
          contactId: recipient.contactId,
          channel: channel?.kind ?? null,
          codeHash: code ? codeHash(this.codeKey, token, code) : null,
          expiresAt,
          triesLeft: VERIFICATION_TRIES,
        },
        MAX_RESENDS,
      );
      if (!replaced) throw Failure.unauthorized('login_expired');
      return channel && code ? [await this.messages.enqueue(trx, codeMessage(channel, recipientLocale(account.portalLanguage, requestLocale), code, CODE_TTL_MS / 60_000), expiresAt)] : [];
    });
    const codeDelivery = queued.length > 0 ? await this.messages.send(queued) : undefined;
    return { success: true, ...describeChannel(channel), contactId: recipient.contactId, ...(codeDelivery ? { codeDelivery } : {}) };
  }

  /** The attempt of a token if it exists, is unused and not older than ATTEMPT_TTL_MS. */
  private async liveAttempt(token: string): Promise<LoginAttempt> {
    const attempt = await findAttempt(this.db, sha256Hex(token));
    const tooOld = attempt && this.clock.now().getTime() - attempt.createdAt.getTime() > ATTEMPT_TTL_MS;
    if (!attempt || attempt.consumedAt || tooOld) throw Failure.unauthorized('login_expired');
    return attempt;
  }
}
