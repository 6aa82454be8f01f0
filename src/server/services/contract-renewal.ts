import { afterRenewalRequest, isRenewalOpen } from '../../domain/contract-prices';
import { findContract, recordRenewalRequest } from '../repositories/contracts-repository';
import type { Executor } from '../repositories/executor';

/** An owner's renewal request of a home's contract for a year. */
export interface RenewalRequestInput {
  readonly accommodationId: number;
  readonly year: number;
  readonly mode: 'auto' | 'manual';
  readonly priceChangePercent: number;
  readonly message: string;
  readonly accountId: number;
  readonly now: Date;
}

/**
 * Moves the year's contract on when it is open for renewal (PENDING / InProgress, the request
 * stored). Run inside the caller's transaction: the contract row stays locked until it ends. Both
 * the contract prices page and the inbox's renewal answer go through here.
 */
export async function requestContractRenewal(db: Executor, request: RenewalRequestInput): Promise<'requested' | 'missing' | 'closed'> {
  const contract = await findContract(db, request.accommodationId, request.year, true);
  if (!contract) return 'missing';
  if (!isRenewalOpen(contract)) return 'closed';
  await recordRenewalRequest(db, contract.id, { ...afterRenewalRequest(contract), ...request });
  return 'requested';
}
