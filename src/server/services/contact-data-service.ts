import type { Kysely } from 'kysely';
import type { ChangeAddressRequest, PhoneChanged, PhoneChangeStarted, PostalAddress } from '../../contract/account-settings';
import { VERIFICATION_TRIES } from '../../domain/constants';
import type { Database } from '../db/schema';
import type { CodeDelivery } from '../integrations/code-delivery';
import { setAddress, setMobile } from '../repositories/account-changes-repository';
import { findAccountById } from '../repositories/accounts-repository';
import { deletePendingPhone, findPendingPhone, putPendingPhone, takePhoneTry } from '../repositories/pending-phone-repository';
import { accountLocale } from '../i18n/server-texts';
import { phoneCodeMessage } from './account-notices';
import type { AuditTrailService } from './audit-trail';
import { addMs, type Clock } from './clock';
import { Failure } from './failure';
import { CODE_TTL_MS } from './login-service';
import { maskPhone } from './masking';
import type { OwnerNotifier } from './owner-notifier';
import { codeHash, newToken, sameDigest, sixDigitCode } from './secrets';
import type { SessionInfo } from './session-service';

/** The owner's mobile number (confirmed by a code sent to the new number) and postal address. */
export class ContactDataService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly delivery: CodeDelivery,
    private readonly audit: AuditTrailService,
    private readonly notifier: OwnerNotifier,
  ) {}

  /** Sends a code to the new number; the number changes only when the code comes back. */
  async startPhoneChange(session: SessionInfo, mobileNumber: string): Promise<PhoneChangeStarted> {
    const code = sixDigitCode();
    const salt = newToken();
    await putPendingPhone(this.db, session.accountId, {
      mobile: mobileNumber,
      codeHash: codeHash(salt, code),
      codeSalt: salt,
      expiresAt: addMs(this.clock.now(), CODE_TTL_MS),
      triesLeft: VERIFICATION_TRIES,
    });
    const account = await findAccountById(this.db, session.accountId);
    await this.delivery.deliver(phoneCodeMessage(mobileNumber, accountLocale(account?.language), code, CODE_TTL_MS / 60_000));
    return { to: maskPhone(mobileNumber) };
  }

  /**
   * Confirms the pending number: none or expired → 400 code_expired, used up → no_tries_left, wrong
   * → invalid_code with the tries left. The owner is told at the old contact data.
   */
  async confirmPhoneChange(session: SessionInfo, code: string): Promise<PhoneChanged> {
    const pending = await findPendingPhone(this.db, session.accountId);
    if (!pending || pending.expiresAt <= this.clock.now()) throw Failure.badRequest('code_expired');
    const triesLeft = await takePhoneTry(this.db, session.accountId);
    if (triesLeft === undefined) throw Failure.badRequest('no_tries_left', { triesLeft: 0 });
    if (!sameDigest(codeHash(pending.codeSalt, code), pending.codeHash)) throw Failure.badRequest('invalid_code', { triesLeft });

    const before = await findAccountById(this.db, session.accountId);
    await this.db.transaction().execute(async (trx) => {
      if (!(await deletePendingPhone(trx, session.accountId))) throw Failure.badRequest('code_expired');
      await setMobile(trx, session.accountId, pending.mobile, this.clock.now());
      await this.audit.record(session.accountId, session.userId, 'phone_changed', ['mobileNumber'], trx);
    });
    if (before) this.notifier.notify(before, { kind: 'mobileChanged', values: { mobile: maskPhone(pending.mobile) } });
    return { mobileNumber: pending.mobile };
  }

  async changeAddress(session: SessionInfo, address: ChangeAddressRequest): Promise<PostalAddress> {
    const before = await findAccountById(this.db, session.accountId);
    if (!before) throw Failure.unauthorized('unauthenticated');
    const changed = (['street', 'zip', 'place', 'country'] as const).filter((field) => before[field] !== address[field]);
    await this.db.transaction().execute(async (trx) => {
      await setAddress(trx, session.accountId, address, this.clock.now());
      await this.audit.record(session.accountId, session.userId, 'address_changed', changed, trx);
    });
    if (changed.length > 0) this.notifier.notify(before, { kind: 'addressChanged' });
    return { street: address.street, zip: address.zip, place: address.place, country: address.country };
  }
}
