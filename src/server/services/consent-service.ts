import type { Kysely } from 'kysely';
import type { ConsentChoice, StoredConsent } from '../../contract/consent';
import type { Database } from '../db/schema';
import { findConsent, saveConsent } from '../repositories/consents-repository';
import type { Clock } from './clock';

/** Each owner's consent decision, kept so that it follows them to every device (the newer decision wins). */
export class ConsentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async stored(accountId: number): Promise<StoredConsent> {
    const row = await findConsent(this.db, accountId);
    return { consent: row ? { statistics: row.statistics, decidedAt: row.decidedAt.toISOString() } : null };
  }

  /**
   * Saves a decision unless the stored one is newer, and answers what is stored. A time ahead of
   * the server's clock counts as now, so a device with a fast clock cannot outvote later decisions.
   */
  async save(accountId: number, choice: ConsentChoice): Promise<StoredConsent> {
    const now = this.clock.now();
    const decidedAt = new Date(Math.min(Date.parse(choice.decidedAt), now.getTime()));
    await saveConsent(this.db, { accountId, statistics: choice.statistics, decidedAt });
    return this.stored(accountId);
  }
}
