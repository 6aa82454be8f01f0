import { convertCents, shareOf } from '../../domain/money';
import { planPayouts } from '../../domain/payout-plan';
import type { DemoAccommodation, DemoAccount } from './demo-types';
import type { GeneratedStay } from './stays-generator';

/** The reference rates of migration 0002 (units per euro), fixed so the demo money never changes. */
const DEMO_UNITS_PER_EUR: Readonly<Record<string, number>> = { EUR: 1, DKK: 7.46, CHF: 0.94 };

/** The provider's commission on rental income by contract type, in basis points. */
const COMMISSION_BP: Readonly<Record<DemoAccommodation['contractType'], number>> = { Regular: 2000, Combi: 1800, Quota: 2500 };

/** Countries whose tourist tax the owner pays per guest night (in cents of the house's currency). */
const TOURIST_TAX_CENTS: Readonly<Record<string, number>> = { HR: 135, IT: 200 };

/** Payouts are planned from the first day of the demo calendar. */
const PLAN_FROM = '2024-01-01';

export type MoneyKind = 'rental_income' | 'commission' | 'cleaning' | 'linen' | 'tourist_tax';

export interface GeneratedTransaction {
  readonly accommodationCode: string;
  readonly resNo: string | null;
  readonly valueDate: string;
  readonly arrival: string;
  readonly kind: MoneyKind;
  readonly direction: 'credit' | 'debit';
  readonly cents: number;
  /** Index into `payouts`, or null while unpaid. */
  readonly payout: number | null;
}

export interface GeneratedMoney {
  readonly currency: string;
  readonly bankAccount: { iban: string; accountHolder: string; bic: string | null; cardNumber: string | null };
  readonly transactions: GeneratedTransaction[];
  readonly payouts: { date: string; cents: number }[];
  readonly statements: { accommodationCode: string; year: number }[];
}

/** The account's payout currency: francs for the Swiss company, euros for everyone else. */
export function payoutCurrencyOf(account: Pick<DemoAccount, 'countryFlags'>): string {
  return account.countryFlags.swiss ? 'CHF' : 'EUR';
}

function nightsOf(stay: GeneratedStay): number {
  return Math.round((Date.parse(stay.departure) - Date.parse(stay.arrival)) / 86_400_000);
}

/**
 * The money that follows from an account's stays, booked on each stay's arrival: rental income of
 * guest reservations less the provider's commission, final cleaning (also of the owner's own
 * stays), linen for large groups and the tourist tax where the owner pays it; every amount in the
 * account's payout currency. Payouts follow the account's schedule (domain planPayouts); one
 * statement per home and year. Null for accounts that see no payments (no permission or no IBAN).
 * Pure: the same stays always give the same money.
 */
export function generateMoney(account: DemoAccount, stays: readonly GeneratedStay[]): GeneratedMoney | null {
  if (!account.permissions.includes('ViewPayments') || !account.iban) return null;
  const currency = payoutCurrencyOf(account);
  const houses = new Map(account.accommodations.map((house) => [house.code, house]));
  const inPayoutCurrency = (cents: number, from: string) => convertCents(cents, DEMO_UNITS_PER_EUR[from] ?? 1, DEMO_UNITS_PER_EUR[currency]!);

  const entries: Omit<GeneratedTransaction, 'payout'>[] = [];
  for (const stay of stays) {
    const house = houses.get(stay.accommodationCode);
    if (!house || house.relation === 'keyholder' || stay.canceled) continue;
    const base = { accommodationCode: house.code, resNo: stay.resNo ?? null, valueDate: stay.arrival, arrival: stay.arrival };
    const debit = (kind: MoneyKind, cents: number) => {
      if (cents > 0) entries.push({ ...base, kind, direction: 'debit', cents: inPayoutCurrency(cents, house.currency) });
    };
    const pax = stay.pax ?? 1;
    if (stay.kind === 'Reservation' && stay.revenueCents) {
      const income = inPayoutCurrency(stay.revenueCents, stay.currency ?? house.currency);
      entries.push({ ...base, kind: 'rental_income', direction: 'credit', cents: income });
      entries.push({ ...base, kind: 'commission', direction: 'debit', cents: shareOf(income, COMMISSION_BP[house.contractType]) });
      debit('cleaning', 2_500 + 1_000 * house.bedrooms);
      if (pax >= 5) debit('linen', 700 * pax);
      debit('tourist_tax', (TOURIST_TAX_CENTS[house.country] ?? 0) * pax * nightsOf(stay));
    } else if (stay.kind === 'OwnerBooking' || stay.kind === 'MyRent') {
      debit('cleaning', 2_500 + 1_000 * house.bedrooms);
    }
  }

  const schedule = account.paymentSchedule ?? 'OnRequest';
  const plan = planPayouts(
    entries.map((entry, id) => ({ id, valueDate: entry.valueDate, arrival: entry.arrival, cents: entry.direction === 'credit' ? entry.cents : -entry.cents })),
    schedule,
    PLAN_FROM,
  );
  const payoutOf = new Map<number, number>();
  plan.payouts.forEach((payout, index) => payout.entryIds.forEach((id) => payoutOf.set(id, index)));

  const statementKeys = new Set(entries.map((entry) => `${entry.accommodationCode}|${entry.valueDate.slice(0, 4)}`));
  return {
    currency,
    bankAccount: {
      iban: account.iban,
      accountHolder: account.companyName ?? `${account.firstName} ${account.lastName}`,
      bic: null,
      // The agency also gets payouts to a company card (stored truncated, as processors hand it out).
      cardNumber: account.roles.includes(2) ? '545454******5454' : null,
    },
    transactions: entries.map((entry, id) => ({ ...entry, payout: payoutOf.get(id) ?? null })),
    payouts: plan.payouts.map(({ date, cents }) => ({ date, cents })),
    statements: [...statementKeys].sort().map((key) => {
      const [accommodationCode, year] = key.split('|') as [string, string];
      return { accommodationCode, year: Number(year) };
    }),
  };
}
