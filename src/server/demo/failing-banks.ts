import { normalizeIban } from '../../domain/iban';

/**
 * Demo mode's stand-in for the provider's check of new bank details: an IBAN whose check digits
 * are valid but whose bank is on this list fails (reason BANK_REJECTED); every other one succeeds.
 * Each entry is a country and the start of the BBAN (the national bank code).
 */
export const DEMO_FAILING_BANKS: readonly { country: string; bankCode: string }[] = [
  { country: 'DE', bankCode: '50010517' },
  { country: 'HR', bankCode: '2360000' },
  { country: 'AT', bankCode: '12000' },
  { country: 'CH', bankCode: '08390' },
  { country: 'NL', bankCode: 'TRIO' },
];

export function demoBankRejects(iban: string): boolean {
  const compact = normalizeIban(iban);
  return DEMO_FAILING_BANKS.some((bank) => compact.startsWith(bank.country) && compact.slice(4).startsWith(bank.bankCode));
}
