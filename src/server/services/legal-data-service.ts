import type { Kysely } from 'kysely';
import type { LegalRecordDetail, SaveLegalRequest } from '../../contract/account-settings';
import { legalFormOf } from '../../domain/legal-form';
import type { Database } from '../db/schema';
import { findLegalRecord, updateLegalRecord } from '../repositories/account-changes-repository';
import { findAccountById } from '../repositories/accounts-repository';
import { listTaxLegalRecords } from '../repositories/tax-legal-repository';
import type { AuditTrailService } from './audit-trail';
import type { Clock } from './clock';
import { Failure } from './failure';
import { changedLegalFields, legalUpdateOf, toLegalDetail } from './legal-details';
import type { OwnerNotifier } from './owner-notifier';
import type { SessionInfo } from './session-service';
import type { StepUpService } from './step-up-service';

/** The legal and tax data of /profile/legal (ViewLegal): read with details, saved after a step-up. */
export class LegalDataService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly stepUp: StepUpService,
    private readonly audit: AuditTrailService,
    private readonly notifier: OwnerNotifier,
  ) {}

  async list(session: SessionInfo): Promise<LegalRecordDetail[]> {
    this.requirePermission(session);
    return (await listTaxLegalRecords(this.db, session.accountId)).map(toLegalDetail);
  }

  /**
   * Saves one record with its form's fields. 404 for another account's record, 400 when the form
   * is not the record's or the birth date lies ahead, 403 without a fresh step-up.
   */
  async save(session: SessionInfo, id: string, request: SaveLegalRequest): Promise<LegalRecordDetail> {
    this.requirePermission(session);
    const existing = await findLegalRecord(this.db, session.accountId, id);
    if (!existing) throw Failure.notFound();
    const before = toLegalDetail(existing);
    if (legalFormOf(before.providerType) !== request.form) throw Failure.badRequest('invalid_request', { fieldErrors: { form: ['invalid_value'] } });
    const today = this.clock.now().toISOString().slice(0, 10);
    if (request.form === 'owner' && request.dateOfBirth > today) throw Failure.badRequest('invalid_request', { fieldErrors: { dateOfBirth: ['too_big'] } });
    await this.stepUp.requireFresh(session);

    const account = await findAccountById(this.db, session.accountId);
    const { after, notices } = await this.db.transaction().execute(async (trx) => {
      const row = await updateLegalRecord(trx, session.accountId, id, legalUpdateOf(request), this.clock.now());
      if (!row) throw Failure.notFound();
      const detail = toLegalDetail(row);
      await this.audit.record(session.accountId, session.userId, 'legal_changed', changedLegalFields(before, detail), trx);
      return { after: detail, notices: account ? await this.notifier.enqueue(trx, account, { kind: 'legalChanged', values: { country: detail.objectCountry } }) : [] };
    });
    this.notifier.sendLater(notices);
    return after;
  }

  private requirePermission(session: SessionInfo): void {
    if (!session.permissions.includes('ViewLegal')) throw Failure.forbidden();
  }
}
