import type { Kysely } from 'kysely';
import type { AuditAction, AuditTrail } from '../../contract/account-settings';
import { AuditActions } from '../../contract/account-settings';
import type { Database } from '../db/schema';
import { insertAudit, listAudit } from '../repositories/account-audit-repository';
import type { Executor } from '../repositories/executor';
import type { Clock } from './clock';

/** How many changes GET /api/profile/audit shows. */
export const AUDIT_PAGE = 50;

/** Records who changed what of an account and when, and reads it back. */
export class AuditTrailService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Records a change (inside the caller's transaction when one is given). */
  async record(accountId: number, actor: string, action: AuditAction, fields: readonly string[], db: Executor = this.db): Promise<void> {
    await insertAudit(db, accountId, { actor, action, fields, at: this.clock.now() });
  }

  async list(accountId: number): Promise<AuditTrail> {
    const records = await listAudit(this.db, accountId, AUDIT_PAGE);
    return records
      .filter((record) => (AuditActions as readonly string[]).includes(record.action))
      .map((record) => ({ action: record.action as AuditAction, fields: [...record.fields], actor: record.actor, at: record.at.toISOString() }));
  }
}
