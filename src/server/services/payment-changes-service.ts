import { randomUUID } from 'node:crypto';
import { recipientLocale } from '../i18n/server-texts';
import type { Kysely } from 'kysely';
import type { BankChangeStatus, BankDetailsRequest, ChangeStarted, ScheduleChanged } from '../../contract/payments';
import { VERIFICATION_TRIES } from '../../domain/constants';
import type { FactorDeliveryMethod, PayoutSchedule } from '../../domain/enumerations';
import { normalizeIban } from '../../domain/iban';
import { planPayouts } from '../../domain/payout-plan';
import type { Database } from '../db/schema';
import type { Messages } from './message-outbox';
import type { EventBus } from '../integrations/event-bus';
import type { Log } from '../log';
import { findAccountById, updatePayoutSchedule } from '../repositories/accounts-repository';
import type { Executor } from '../repositories/executor';
import {
  type BankChangeRow,
  type ChangeTable,
  changesStartedSince,
  decideBankChange,
  dueBankChanges,
  findBankChange,
  findPendingCode,
  insertBankChange,
  insertScheduleChange,
  linkBankNotification,
  markBankVerified,
  markScheduleApplied,
  takeChangeTry,
} from '../repositories/payment-changes-repository';
import { renewNotification } from '../repositories/notifications-repository';
import { findBankAccount, insertPayout, payoutCurrency, releaseFuturePayouts, saveBankAccount } from '../repositories/payments-repository';
import type { AuditTrailService } from './audit-trail';
import { addMs, type Clock, today } from './clock';
import { chooseChannel, codeMessage, describeChannel } from './factor-channel';
import { Failure } from './failure';
import { CODE_TTL_MS } from './login-service';
import { maskIban } from './masking';
import type { NotificationService } from './notification-service';
import type { OwnerNotifier } from './owner-notifier';
import { mainRecipient } from './recipients';
import { codeHash, sameDigest, sixDigitCode } from './secrets';
import type { SecondFactorLimits } from '../throttling/second-factor-limits';

/** Changes (schedule and bank details together) an account may start per hour. */
export const MAX_CHANGES_PER_HOUR = 5;
/** The demo provider decides a bank-details check this long after the code was accepted. */
export const DEMO_DECISION_DELAY_MS = 20_000;

/** Decides the provider's check of new bank details (demo: a list of rejected banks). */
export type BankCheck = (iban: string) => { status: 'SUCCESSFUL' | 'FAILED'; reason: string | null };

/**
 * The payment changes confirmed by a fresh second-factor code (step-up): the payout schedule and
 * the bank details. Codes follow the login's rules: 6 digits, valid 10 minutes, 3 tries, sent
 * through the account's factor; wrong codes change nothing. Their messages and wrong guesses count
 * in the account's bounds shared with the login (SecondFactorLimits). (Failures here answer 400, never 401:
 * the person stays signed in.)
 */
export class PaymentChangesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly messages: Messages,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly log: Log,
    private readonly audit: AuditTrailService,
    private readonly notifier: OwnerNotifier,
    private readonly bankCheck: BankCheck | null,
    private readonly limits: SecondFactorLimits,
    private readonly codeKey: Buffer,
  ) {}

  async startScheduleChange(accountId: number, schedule: PayoutSchedule): Promise<ChangeStarted> {
    const account = await this.accountOf(accountId);
    if (account.paymentSchedule === schedule) throw Failure.badRequest('invalid_request', { fieldErrors: { schedule: ['unchanged'] } });
    return this.startChange(accountId, async (trx, id, hash, now) =>
      insertScheduleChange(trx, {
        id,
        accountId,
        fromSchedule: account.paymentSchedule,
        toSchedule: schedule,
        codeHash: hash,
        triesLeft: VERIFICATION_TRIES,
        createdAt: now,
        expiresAt: addMs(now, CODE_TTL_MS),
      }),
    );
  }

  /** Accepts the code and puts the new schedule in effect from tomorrow: payouts still to come are planned anew. */
  async verifyScheduleChange(accountId: number, actor: string, changeId: string, code: string): Promise<ScheduleChanged> {
    await this.checkCode('paymentScheduleChanges', accountId, changeId, code);
    const day = today(this.clock);
    const effectiveFrom = day.add({ days: 1 }).toString();
    const account = await this.accountOf(accountId);
    const { changed, notices } = await this.db.transaction().execute(async (trx) => {
      const applied = await markScheduleApplied(trx, changeId, this.clock.now(), effectiveFrom);
      if (!applied) throw Failure.notFound();
      const schedule = applied.to as PayoutSchedule;
      await updatePayoutSchedule(trx, accountId, schedule, this.clock.now());
      await this.replan(trx, accountId, schedule, day.toString(), effectiveFrom);
      await this.audit.record(accountId, actor, 'payout_schedule_changed', ['schedule'], trx);
      return { changed: { schedule, effectiveFrom }, notices: await this.notifier.enqueue(trx, account, { kind: 'payoutScheduleChanged', values: { date: effectiveFrom } }) };
    });
    this.notifier.sendLater(notices);
    return changed;
  }

  async startBankChange(accountId: number, request: BankDetailsRequest): Promise<ChangeStarted> {
    const current = await findBankAccount(this.db, accountId);
    const account = await this.accountOf(accountId);
    return this.startChange(accountId, async (trx, id, hash, now) =>
      insertBankChange(trx, {
        id,
        accountId,
        iban: normalizeIban(request.iban),
        accountHolder: request.accountHolder,
        bic: request.bic ? request.bic.replace(/\s+/g, '').toUpperCase() : null,
        previousIban: current?.iban ?? account.iban,
        codeHash: hash,
        triesLeft: VERIFICATION_TRIES,
        createdAt: now,
        expiresAt: addMs(now, CODE_TTL_MS),
      }),
    );
  }

  /**
   * Accepts the code: the change is IN_PROGRESS until the provider's check ends, the inbox gets an
   * iban card with that status, and the owner an e-mail at each of their addresses.
   */
  async verifyBankChange(accountId: number, actor: string, changeId: string, code: string): Promise<BankChangeStatus> {
    await this.checkCode('bankDetailChanges', accountId, changeId, code);
    const now = this.clock.now();
    const account = await this.accountOf(accountId);
    const {
      result: { change, notices },
      notification,
    } = await this.notifications.createWith(async (trx) => {
      const verified = await markBankVerified(trx, changeId, now, addMs(now, DEMO_DECISION_DELAY_MS));
      if (!verified) throw Failure.notFound();
      await this.audit.record(accountId, actor, 'bank_details_changed', ['iban', 'accountHolder', ...(verified.bic ? ['bic'] : [])], trx);
      const previous = verified.previousIban ? maskIban(verified.previousIban) : '–';
      const notices = await this.notifier.enqueue(trx, account, { kind: 'bankDetailsChanged', values: { iban: maskIban(verified.iban), holder: verified.accountHolder, previous } });
      return { result: { change: verified, notices }, notification: { accountId, type: 'iban', payload: { ibanUpdatingNotification: { status: 'IN_PROGRESS' }, changeId } } };
    });
    // The card follows the check's status (decideDueBankChanges updates it).
    if (notification) await linkBankNotification(this.db, changeId, notification.id);
    this.notifier.sendLater(notices);
    return { changeId, status: 'IN_PROGRESS', reason: null, iban: maskIban(change.iban) };
  }

  async bankChangeStatus(accountId: number, changeId: string): Promise<BankChangeStatus> {
    let change = await findBankChange(this.db, accountId, changeId);
    if (!change?.status) throw Failure.notFound();
    // Asking for the status also runs the due checks, so it never waits for the job's next round.
    if (change.status === 'IN_PROGRESS' && this.bankCheck && (await this.decideDueBankChanges()) > 0) {
      change = (await findBankChange(this.db, accountId, changeId)) ?? change;
    }
    return { changeId, status: change.status ?? 'IN_PROGRESS', reason: change.reason, iban: maskIban(change.iban) };
  }

  /**
   * Ends the checks that are due (the demo job runs this every few seconds): SUCCESSFUL puts the
   * new bank details in place; the inbox card follows the status and is unread again.
   */
  async decideDueBankChanges(): Promise<number> {
    if (!this.bankCheck) return 0;
    const now = this.clock.now();
    let decided = 0;
    for (const change of await dueBankChanges(this.db, now, 50)) {
      const outcome = this.bankCheck(change.iban);
      const done = await this.db.transaction().execute(async (trx) => {
        if (!(await decideBankChange(trx, change.id, outcome, now))) return false;
        if (outcome.status === 'SUCCESSFUL') await saveBankAccount(trx, change.accountId, change, now);
        if (change.notificationId !== null) await this.updateCard(trx, change, outcome);
        return true;
      });
      if (!done) continue;
      decided++;
      if (change.notificationId !== null) {
        await this.events
          .publish({ accountId: change.accountId, id: String(change.notificationId), type: 'iban' })
          .catch((error: unknown) => this.log.error({ err: error }, 'live event not published'));
      }
    }
    return decided;
  }

  private async updateCard(trx: Executor, change: BankChangeRow, outcome: { status: string; reason: string | null }): Promise<void> {
    const section = outcome.reason ? { status: outcome.status, reason: outcome.reason } : { status: outcome.status };
    await renewNotification(trx, change.notificationId!, { ibanUpdatingNotification: section, changeId: change.id }, this.clock.now());
  }

  /** Limit, code, store, send: the common start of both changes. */
  private async startChange(accountId: number, store: (trx: Executor, id: string, hash: string | null, now: Date) => Promise<void>): Promise<ChangeStarted> {
    const now = this.clock.now();
    const started = await changesStartedSince(this.db, accountId, addMs(now, -60 * 60_000));
    if (started.count >= MAX_CHANGES_PER_HOUR) {
      const wait = started.oldest ? (started.oldest.getTime() + 60 * 60_000 - now.getTime()) / 1000 : 3600;
      throw Failure.tooManyRequests(wait);
    }
    const account = await this.accountOf(accountId);
    const channel = chooseChannel(account.factorDeliveryMethod as FactorDeliveryMethod, mainRecipient(account));
    // Without a channel no code can confirm the change: refuse it rather than allow it unconfirmed.
    if (!channel) throw Failure.forbidden();
    await this.limits.beforeSending(accountId);
    const id = randomUUID();
    const code = sixDigitCode();
    // The change's code and its message are kept together (the outbox sends it however long it takes).
    const queued = await this.db.transaction().execute(async (trx) => {
      await store(trx, id, codeHash(this.codeKey, `payment-change:${id}`, code), now);
      return this.messages.enqueue(trx, codeMessage(channel, recipientLocale(account.portalLanguage), code, CODE_TTL_MS / 60_000), addMs(now, CODE_TTL_MS));
    });
    await this.messages.send([queued]);
    const described = describeChannel(channel);
    return { changeId: id, sentTo: described.email, factorDeliveryMethod: described.factorDeliveryMethod };
  }

  /**
   * The 2FA rules: unknown/other account/used → 404; no tries → 400 no_tries_left; expired → 400
   * code_expired; the account's wrong codes → 429 / 403 second_factor_locked; wrong → 400 invalid_code.
   */
  private async checkCode(table: ChangeTable, accountId: number, changeId: string, code: string): Promise<void> {
    const pending = await findPendingCode(this.db, table, accountId, changeId);
    if (!pending || pending.doneAt) throw Failure.notFound();
    if (pending.triesLeft <= 0) throw Failure.badRequest('no_tries_left', { triesLeft: 0 });
    if (pending.expiresAt <= this.clock.now()) throw Failure.badRequest('code_expired', { triesLeft: pending.triesLeft });
    await this.limits.reserveGuess(accountId);
    const taken = await takeChangeTry(this.db, table, changeId);
    if (!taken) throw Failure.badRequest('no_tries_left', { triesLeft: 0 });
    const matches = taken.codeHash !== null && sameDigest(codeHash(this.codeKey, `payment-change:${changeId}`, code), taken.codeHash);
    if (!matches) throw Failure.badRequest(taken.triesLeft > 0 ? 'invalid_code' : 'no_tries_left', { triesLeft: taken.triesLeft });
    await this.limits.correct(accountId);
  }

  private async replan(trx: Executor, accountId: number, schedule: PayoutSchedule, day: string, effectiveFrom: string): Promise<void> {
    const currency = await payoutCurrency(trx, accountId);
    if (!currency) return;
    const unpaid = await releaseFuturePayouts(trx, accountId, day);
    const plan = planPayouts(unpaid, schedule, effectiveFrom);
    for (const payout of plan.payouts) {
      await insertPayout(trx, accountId, { date: payout.date, cents: payout.cents, currency, transactionIds: payout.entryIds });
    }
  }

  private async accountOf(accountId: number) {
    const account = await findAccountById(this.db, accountId);
    if (!account) throw Failure.unauthorized('unauthenticated');
    return account;
  }
}

/** The demo provider: rejects the banks of DEMO_FAILING_BANKS. */
export function demoBankCheck(rejects: (iban: string) => boolean): BankCheck {
  return (iban) => (rejects(iban) ? { status: 'FAILED', reason: 'BANK_REJECTED' } : { status: 'SUCCESSFUL', reason: null });
}
