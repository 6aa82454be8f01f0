import type { Insertable } from 'kysely';
import { ibanCheckDigits } from '../../domain/iban';
import type { BankDetailChangesTable } from '../db/tables/payments';
import type { DemoAccount } from './demo-types';
import { DEMO_FAILING_BANKS } from './failing-banks';
import type { GeneratedNotification } from './notifications-generator';

/** An IBAN of the country's demo bank that refuses every account (DE's for countries without one). */
export function refusedDemoIban(country: string): string {
  const bank = DEMO_FAILING_BANKS.find((entry) => entry.country === country) ?? DEMO_FAILING_BANKS[0]!;
  const bban = `${bank.bankCode}${'0'.repeat(Math.max(0, 14 - bank.bankCode.length))}4711`;
  return `${bank.country}${ibanCheckDigits(bank.country, bban)}${bban}`;
}

const STARTED = new Date(Date.UTC(2026, 0, 1));

/**
 * The bank-details changes the demo's bank cards report (issue 29.4): a card without its change
 * would tell a story nothing else in the portal knows. An approved card is the change to the IBAN on
 * file; a refused one a change to a refused bank, after which payouts stay on the IBAN on file.
 * The newest card's change is the account's state.
 */
export function demoBankChangeRows(
  accountId: number,
  account: Pick<DemoAccount, 'iban' | 'companyName' | 'firstName' | 'lastName'>,
  cards: readonly { readonly id: number; readonly notification: GeneratedNotification }[],
): Insertable<BankDetailChangesTable>[] {
  const onFile = account.iban;
  if (!onFile) return [];
  const holder = account.companyName ?? `${account.firstName} ${account.lastName}`;
  // Decided in the order of their cards, all on the seed's first day: before any day the demo or the
  // tests run on, so a change the owner makes later is always the newer one.
  const order = cards
    .filter((card) => card.notification.type === 'iban')
    .map((card) => card.notification.createdAt.getTime())
    .sort((a, b) => a - b);
  return cards.flatMap(({ id, notification }, index) => {
    if (notification.type !== 'iban') return [];
    const section = notification.payload.ibanUpdatingNotification as { status?: string; reason?: string } | undefined;
    const status = section?.status === 'FAILED' ? 'FAILED' : section?.status === 'SUCCESSFUL' ? 'SUCCESSFUL' : null;
    if (!status) return [];
    const at = new Date(STARTED.getTime() + (order.indexOf(notification.createdAt.getTime()) + 1) * 60_000);
    return [
      {
        id: `00000000-0000-4000-8000-${String(accountId).padStart(6, '0')}${String(index).padStart(6, '0')}`,
        accountId,
        iban: status === 'FAILED' ? refusedDemoIban(onFile.slice(0, 2)) : onFile,
        accountHolder: holder,
        bic: null,
        previousIban: status === 'FAILED' ? onFile : null,
        codeHash: null,
        triesLeft: 0,
        createdAt: at,
        expiresAt: at,
        verifiedAt: at,
        status,
        reason: status === 'FAILED' ? (section?.reason ?? 'BANK_REJECTED') : null,
        decideAfter: at,
        decidedAt: at,
        notificationId: id,
      },
    ];
  });
}
