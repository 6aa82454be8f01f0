import type { Kysely } from 'kysely';
import { recipientLocale } from '../i18n/server-texts';
import type { UiLocale } from '../../domain/enumerations';
import type { LoginRequest, LoginResponse } from '../../contract/auth';
import { VERIFICATION_TRIES } from '../../domain/constants';
import type { Database } from '../db/schema';
import type { Messages } from './message-outbox';
import { findAccountByUserId, upgradePasswordHash } from '../repositories/accounts-repository';
import { listContacts } from '../repositories/contacts-repository';
import { deleteAttemptsBefore, insertAttempt } from '../repositories/login-attempts-repository';
import { addMs, type Clock } from './clock';
import { chooseChannel, codeMessage, describeChannel } from './factor-channel';
import { Failure } from './failure';
import { LoginThrottle, userKeyOf } from '../throttling/login-throttle';
import { hashPassword, needsRehash, UNMATCHABLE_HASH, verifyPassword } from './password-hasher';
import type { SecondFactorLimits } from '../throttling/second-factor-limits';
import { findRecipient, mainRecipient, toSecondaryContact } from './recipients';
import { codeHash, newToken, sha256Hex, sixDigitCode } from './secrets';

/** A code is valid for 10 minutes (ASVS 6.6.3: at most 10). */
export const CODE_TTL_MS = 10 * 60_000;
/** A login attempt (its token) can be verified or resent for 30 minutes. */
export const ATTEMPT_TTL_MS = 30 * 60_000;

/** First step of the login: the password, then a code sent through the account's second factor. */
export class LoginService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly messages: Messages,
    private readonly limits: SecondFactorLimits,
    private readonly codeKey: Buffer,
  ) {
    this.throttle = new LoginThrottle(db, clock);
  }

  /**
   * Checks the password and starts a second-factor attempt. Unknown user and wrong password fail
   * identically (401 invalid_credentials, same hashing time); repeated failures of one user id are
   * delayed (429 too_many_requests with retryAfter). With the right password: 403
   * second_factor_locked after too many wrong codes, 429 beyond the account's code messages of the
   * hour. A `supplierContactId` that is not one of the account's own contacts is ignored.
   */
  async login(request: LoginRequest, requestLocale: UiLocale): Promise<LoginResponse> {
    const userKey = userKeyOf(request.userID);
    // Counted as a failure before the hash is checked; a correct password takes it back.
    await this.throttle.reserve(userKey);

    const account = await findAccountByUserId(this.db, request.userID);
    const passwordMatches = await verifyPassword(request.password, account?.passwordHash ?? UNMATCHABLE_HASH);
    if (!account || !passwordMatches) throw Failure.unauthorized('invalid_credentials');
    await this.throttle.succeed(userKey);
    // Only now, for someone who knows the password: is the account's second factor stopped, or
    // has it had its code messages for this hour?
    await this.limits.beforeSending(account.id);
    if (needsRehash(account.passwordHash)) await upgradePasswordHash(this.db, account.id, account.passwordHash, await hashPassword(request.password));

    const contacts = await listContacts(this.db, account.id);
    const recipient =
      (request.supplierContactId && findRecipient(account, contacts, request.supplierContactId)) || mainRecipient(account);
    const channel = chooseChannel(account.factorDeliveryMethod, recipient);
    const token = newToken();
    const code = channel ? sixDigitCode() : null;
    const now = this.clock.now();
    await deleteAttemptsBefore(this.db, addMs(now, -24 * 60 * 60_000));
    const expiresAt = addMs(now, CODE_TTL_MS);
    // The attempt and its code message are kept together: the code works when the message arrives,
    // and a message the outbox accepted is sent, however long the provider takes.
    const queued = await this.db.transaction().execute(async (trx) => {
      await insertAttempt(trx, {
        id: sha256Hex(token),
        accountId: account.id,
        createdAt: now,
        contactId: recipient.contactId,
        channel: channel?.kind ?? null,
        codeHash: code ? codeHash(this.codeKey, token, code) : null,
        expiresAt,
        triesLeft: VERIFICATION_TRIES,
      });
      return channel && code ? [await this.messages.enqueue(trx, codeMessage(channel, recipientLocale(account.portalLanguage, requestLocale), code, CODE_TTL_MS / 60_000), expiresAt)] : [];
    });
    const codeDelivery = queued.length > 0 ? await this.messages.send(queued) : undefined;

    const described = describeChannel(channel);
    return {
      success: true,
      email: described.email,
      factorDeliveryMethod: described.factorDeliveryMethod,
      noEmail: channel === null,
      token,
      contactId: recipient.contactId,
      secondaryContacts: contacts.map((contact) => toSecondaryContact(contact, account.factorDeliveryMethod)),
      ...(codeDelivery ? { codeDelivery } : {}),
    };
  }
}
