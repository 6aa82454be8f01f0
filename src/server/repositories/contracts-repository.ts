import type { ContractStatus, ContractType, ContractWorkflow } from '../../domain/enumerations';
import type { Executor } from './executor';

export interface ContractRecord {
  readonly id: number;
  readonly accommodationId: number;
  readonly year: number;
  readonly type: ContractType;
  readonly status: ContractStatus;
  readonly workflow: ContractWorkflow;
  readonly validFrom: string;
  readonly validTo: string;
  readonly currency: string;
  readonly commissionPercent: number;
  readonly includes: string[];
  readonly pricesConfirmedOn: string;
  readonly renewalMode: 'auto' | 'manual' | null;
  readonly renewalPriceChangePercent: number | null;
  readonly renewalMessage: string | null;
  readonly renewalRequestedAt: Date | null;
}

export interface SeasonRecord {
  readonly name: 'low' | 'mid' | 'high' | 'peak';
  readonly startsOn: string;
  readonly endsOn: string;
  readonly nightCents: number;
  readonly weekCents: number;
  readonly minNights: number;
}

const CONTRACT_COLUMNS = [
  'id',
  'accommodationId',
  'year',
  'type',
  'status',
  'workflow',
  'validFrom',
  'validTo',
  'currency',
  'commissionPercent',
  'includes',
  'pricesConfirmedOn',
  'renewalMode',
  'renewalPriceChangePercent',
  'renewalMessage',
  'renewalRequestedAt',
] as const;

/** The contracts of the given homes, newest year first. */
export async function listContracts(db: Executor, accommodationIds: readonly number[]): Promise<ContractRecord[]> {
  if (accommodationIds.length === 0) return [];
  return db
    .selectFrom('contracts')
    .select(CONTRACT_COLUMNS)
    .where('accommodationId', 'in', [...accommodationIds])
    .orderBy('accommodationId')
    .orderBy('year', 'desc')
    .execute();
}

/** One home's contract of a year, or undefined. `forUpdate` locks it for the rest of the transaction. */
export async function findContract(db: Executor, accommodationId: number, year: number, forUpdate = false): Promise<ContractRecord | undefined> {
  const query = db.selectFrom('contracts').select(CONTRACT_COLUMNS).where('accommodationId', '=', accommodationId).where('year', '=', year);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The price list of a contract in its order. */
export async function listSeasons(db: Executor, contractId: number): Promise<SeasonRecord[]> {
  return db
    .selectFrom('contractSeasons')
    .select(['name', 'startsOn', 'endsOn', 'nightCents', 'weekCents', 'minNights'])
    .where('contractId', '=', contractId)
    .orderBy('position')
    .execute();
}

/** The seasons of every contract of a home that touch [from, to] (ISO dates), earliest first. */
export async function listSeasonsBetween(db: Executor, accommodationId: number, from: string, to: string): Promise<SeasonRecord[]> {
  return db
    .selectFrom('contractSeasons')
    .innerJoin('contracts', 'contracts.id', 'contractSeasons.contractId')
    .select(['contractSeasons.name', 'contractSeasons.startsOn', 'contractSeasons.endsOn', 'contractSeasons.nightCents', 'contractSeasons.weekCents', 'contractSeasons.minNights'])
    .where('contracts.accommodationId', '=', accommodationId)
    .where('contractSeasons.endsOn', '>=', from)
    .where('contractSeasons.startsOn', '<=', to)
    .orderBy('contractSeasons.startsOn')
    .execute();
}

/** Stores the owner's renewal request and the contract's new state. */
export async function recordRenewalRequest(
  db: Executor,
  contractId: number,
  request: {
    status: ContractStatus;
    workflow: ContractWorkflow;
    mode: 'auto' | 'manual';
    priceChangePercent: number;
    message: string;
    accountId: number;
    now: Date;
  },
): Promise<void> {
  await db
    .updateTable('contracts')
    .set({
      status: request.status,
      workflow: request.workflow,
      renewalMode: request.mode,
      renewalPriceChangePercent: request.priceChangePercent,
      renewalMessage: request.message,
      renewalRequestedAt: request.now,
      renewalAccountId: request.accountId,
      updatedAt: request.now,
    })
    .where('id', '=', contractId)
    .execute();
}
