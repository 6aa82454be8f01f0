import type { Kysely } from 'kysely';
import type { ChangeAddressRequest, PhoneChanged, PhoneChangeStarted, PostalAddress } from '../../contract/account-settings';
import { VERIFICATION_TRIES } from '../../domain/constants';
import { samePhoneNumber } from '../../domain/contact-info';
import type { Database } from '../db/schema';
import type { Messages } from './message-outbox';
import { setAddress, setMobile } from '../repositories/account-changes-repository';
import { findAccountById } from '../repositories/accounts-repository';
import { deletePendingPhone, findPendingPhone, putPendingPhone, takePhoneTry } from '../repositories/pending-phone-repository';
import { recipientLocale } from '../i18n/server-texts';
import { phoneCodeMessage } from './account-notices';
import type { AuditTrailService } from './audit-trail';
import { addMs, type Clock } from './clock';
import { Failure } from './failure';
import { CODE_TTL_MS } from './login-service';
import { maskPhone } from './masking';
import type { OwnerNotifier } from './owner-notifier';
import { codeHash, newToken, sameDigest, sixDigitCode } from './secrets';
import type { SecondFactorLimits } from '../throttling/second-factor-limits';
import type { SessionInfo } from './session-service';
import type { StepUpService } from './step-up-service';

/**
 * The owner's mobile number and postal address. The mobile number receives codes and (without an
 * e-mail) reset links, so changing it takes a fresh step-up on the current channel, the owner is
 * told at the current contact data before the new number can take effect, and the new number is
 * confirmed by a code sent to it.
 */
export class ContactDataService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly messages: Messages,
    private readonly audit: AuditTrailService,
    private readonly notifier: OwnerNotifier,
    private readonly stepUp: StepUpService,
    private readonly limits: SecondFactorLimits,
    private readonly codeKey: Buffer,
  ) {}

  /**
   * Sends a code to the new number; the number changes only when the code comes back. 400
   * already_yours for the account's current number (spaces and dashes aside); 403
   * step_up_required without a fresh step-up; 429 beyond the account's code messages of the hour.
   * The notices to the current contact data are written with the pending number and go out (awaited) before the code.
   */
  async startPhoneChange(session: SessionInfo, mobileNumber: string): Promise<PhoneChangeStarted> {
    const account = await findAccountById(this.db, session.accountId);
    if (!account) throw Failure.unauthorized('unauthenticated');
    // The number it has already: no step-up, no notice and no code (400 already_yours).
    if (account.mobile !== null && samePhoneNumber(account.mobile, mobileNumber)) throw Failure.badRequest('already_yours');
    await this.stepUp.requireFresh(session);
    await this.limits.beforeSending(account.id);
    const code = sixDigitCode();
    const salt = newToken();
    const expiresAt = addMs(this.clock.now(), CODE_TTL_MS);
    // The pending number, the notices to the current contact data and the code message are kept together.
    const { warnings, queued } = await this.db.transaction().execute(async (trx) => {
      const notices = await this.notifier.warnBefore(trx, account, { kind: 'mobileChangeComing', values: { mobile: maskPhone(mobileNumber), minutes: CODE_TTL_MS / 60_000 } });
      await putPendingPhone(trx, session.accountId, {
        mobile: mobileNumber,
        codeHash: codeHash(this.codeKey, `phone:${session.accountId}:${salt}`, code),
        codeSalt: salt,
        expiresAt,
        triesLeft: VERIFICATION_TRIES,
      });
      return { warnings: notices, queued: await this.messages.enqueue(trx, phoneCodeMessage(mobileNumber, recipientLocale(account.portalLanguage), code, CODE_TTL_MS / 60_000), expiresAt) };
    });
    // The notices leave (or are queued) before the code.
    await this.messages.send(warnings);
    await this.messages.send([queued]);
    return { to: maskPhone(mobileNumber) };
  }

  /**
   * Confirms the pending number: none or expired → 400 code_expired, used up → no_tries_left, wrong
   * → invalid_code with the tries left; each comparison counts against the account's wrong codes
   * like a login's (429 / 403 second_factor_locked). The owner is told at the old contact data.
   */
  async confirmPhoneChange(session: SessionInfo, code: string): Promise<PhoneChanged> {
    const pending = await findPendingPhone(this.db, session.accountId);
    if (!pending || pending.expiresAt <= this.clock.now()) throw Failure.badRequest('code_expired');
    await this.limits.reserveGuess(session.accountId);
    const triesLeft = await takePhoneTry(this.db, session.accountId);
    if (triesLeft === undefined) throw Failure.badRequest('no_tries_left', { triesLeft: 0 });
    if (!sameDigest(codeHash(this.codeKey, `phone:${session.accountId}:${pending.codeSalt}`, code), pending.codeHash)) {
      throw Failure.badRequest('invalid_code', { triesLeft });
    }
    await this.limits.correct(session.accountId);

    const before = await findAccountById(this.db, session.accountId);
    const notices = await this.db.transaction().execute(async (trx) => {
      if (!(await deletePendingPhone(trx, session.accountId))) throw Failure.badRequest('code_expired');
      await setMobile(trx, session.accountId, pending.mobile, this.clock.now());
      await this.audit.record(session.accountId, session.userId, 'phone_changed', ['mobileNumber'], trx);
      return before ? this.notifier.enqueue(trx, before, { kind: 'mobileChanged', values: { mobile: maskPhone(pending.mobile) } }) : [];
    });
    this.notifier.sendLater(notices);
    return { mobileNumber: pending.mobile };
  }

  async changeAddress(session: SessionInfo, address: ChangeAddressRequest): Promise<PostalAddress> {
    const before = await findAccountById(this.db, session.accountId);
    if (!before) throw Failure.unauthorized('unauthenticated');
    const changed = (['street', 'zip', 'place', 'country'] as const).filter((field) => before[field] !== address[field]);
    const notices = await this.db.transaction().execute(async (trx) => {
      await setAddress(trx, session.accountId, address, this.clock.now());
      await this.audit.record(session.accountId, session.userId, 'address_changed', changed, trx);
      return changed.length > 0 ? this.notifier.enqueue(trx, before, { kind: 'addressChanged' }) : [];
    });
    this.notifier.sendLater(notices);
    return { street: address.street, zip: address.zip, place: address.place, country: address.country };
  }
}
