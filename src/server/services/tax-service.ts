import type { Kysely } from 'kysely';
import type { SaveTaxIdsRequest, TaxLegalData } from '../../contract/profile';
import type { Database } from '../db/schema';
import { listTaxLegalRecords, setTaxNumber } from '../repositories/tax-legal-repository';
import type { Clock } from './clock';
import { Failure } from './failure';
import { TAX_PERMISSION, toTaxLegalRecord } from './legal-data';
import type { SessionInfo } from './session-service';

/** The account's tax / legal data and its missing tax numbers. */
export class TaxService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** The account's own records only. Needs the ViewTaxId permission, like saving them (403). */
  async list(session: SessionInfo): Promise<TaxLegalData> {
    if (!session.permissions.includes(TAX_PERMISSION)) throw Failure.forbidden();
    return this.records(session.accountId);
  }

  /**
   * Saves tax numbers for the account's own records, all or nothing: an id that is unknown or
   * another account's gives 404 not_found and changes nothing. Needs the ViewTaxId permission (403).
   */
  async save(session: SessionInfo, request: SaveTaxIdsRequest): Promise<TaxLegalData> {
    if (!session.permissions.includes(TAX_PERMISSION)) throw Failure.forbidden();
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      for (const entry of request.entries) {
        if (!(await setTaxNumber(trx, session.accountId, entry.id, entry.taxNumber, now))) throw Failure.notFound();
      }
    });
    return this.records(session.accountId);
  }

  private async records(accountId: number): Promise<TaxLegalData> {
    return (await listTaxLegalRecords(this.db, accountId)).map(toTaxLegalRecord);
  }
}
