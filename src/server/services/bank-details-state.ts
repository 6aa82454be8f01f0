import { findAccountById } from '../repositories/accounts-repository';
import type { Executor } from '../repositories/executor';
import { latestBankChange } from '../repositories/payment-changes-repository';
import { findBankAccount } from '../repositories/payments-repository';
import { maskIban } from './masking';

/** The bank account paid to (masked) and the newest change still checked or refused. */
export interface BankDetailsState {
  readonly iban: string | null;
  readonly pending: { readonly changeId: string } | null;
  /** The newest change was refused: the IBAN asked for (masked) and why; the account on file stays. */
  readonly rejected: { readonly iban: string; readonly reason: string | null } | null;
}

/**
 * The one state of the owner's bank details (issue 29.4): the account paid to today and what
 * became of the newest change. The overview task, the payment information page and the inbox's
 * bank cards are all told from it, so they cannot contradict each other. The source is the bank
 * account on file and the bank-details changes (never the inbox cards, which only report them).
 */
export async function bankDetailsState(db: Executor, accountId: number): Promise<BankDetailsState> {
  const [account, bank, change] = await Promise.all([findAccountById(db, accountId), findBankAccount(db, accountId), latestBankChange(db, accountId)]);
  const iban = bank?.iban ?? account?.iban ?? null;
  const status = change?.status;
  return {
    iban: iban ? maskIban(iban) : null,
    pending: change && status === 'IN_PROGRESS' ? { changeId: change.id } : null,
    rejected: change && status === 'FAILED' ? { iban: maskIban(change.iban), reason: change.reason } : null,
  };
}
