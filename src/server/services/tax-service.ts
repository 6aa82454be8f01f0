import type { Kysely } from 'kysely';
import type { SaveTaxIdsRequest, TaxLegalData } from '../../contract/profile';
import type { Database } from '../db/schema';
import { findAccountById } from '../repositories/accounts-repository';
import { listTaxLegalRecords, setTaxNumber } from '../repositories/tax-legal-repository';
import type { AuditTrailService } from './audit-trail';
import type { Clock } from './clock';
import { Failure } from './failure';
import { TAX_PERMISSION, toTaxLegalRecord } from './legal-data';
import type { OwnerNotifier } from './owner-notifier';
import type { SessionInfo } from './session-service';
import type { StepUpService } from './step-up-service';

/** The account's tax / legal data and its missing tax numbers. */
export class TaxService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly stepUp: StepUpService,
    private readonly audit: AuditTrailService,
    private readonly notifier: OwnerNotifier,
  ) {}

  /** The account's own records only. Needs the ViewTaxId permission, like saving them (403). */
  async list(session: SessionInfo): Promise<TaxLegalData> {
    if (!session.permissions.includes(TAX_PERMISSION)) throw Failure.forbidden();
    return this.records(session.accountId);
  }

  /**
   * Saves tax numbers for the account's own records, all or nothing: an id that is unknown or
   * another account's gives 404 not_found and changes nothing. Needs the ViewTaxId permission (403).
   * Filling a missing number (the step after login) needs nothing more; replacing a number on file
   * needs a fresh step-up (403 step_up_required, as PUT /api/profile/legal), is audited and the
   * owner is told.
   */
  async save(session: SessionInfo, request: SaveTaxIdsRequest): Promise<TaxLegalData> {
    if (!session.permissions.includes(TAX_PERMISSION)) throw Failure.forbidden();
    const onFile = new Map((await listTaxLegalRecords(this.db, session.accountId)).map((row) => [row.id, row]));
    if (request.entries.some((entry) => !onFile.has(entry.id))) throw Failure.notFound();
    const replaced = request.entries.flatMap((entry) => {
      const row = onFile.get(entry.id);
      return row?.taxNumber && row.taxNumber !== entry.taxNumber ? [row] : [];
    });
    if (replaced.length > 0) await this.stepUp.requireFresh(session);
    const now = this.clock.now();
    const account = replaced.length > 0 ? await findAccountById(this.db, session.accountId) : undefined;
    const notices = await this.db.transaction().execute(async (trx) => {
      for (const entry of request.entries) {
        if (!(await setTaxNumber(trx, session.accountId, entry.id, entry.taxNumber, now))) throw Failure.notFound();
      }
      if (replaced.length > 0) await this.audit.record(session.accountId, session.userId, 'tax_number_changed', ['taxNumber'], trx);
      const ids: number[] = [];
      for (const row of replaced) if (account) ids.push(...(await this.notifier.enqueue(trx, account, { kind: 'taxNumberChanged', values: { country: row.objectCountry } })));
      return ids;
    });
    this.notifier.sendLater(notices);
    return this.records(session.accountId);
  }

  private async records(accountId: number): Promise<TaxLegalData> {
    return (await listTaxLegalRecords(this.db, accountId)).map(toTaxLegalRecord);
  }
}
