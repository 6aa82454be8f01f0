import { sumCents } from './money';

/** One booking on the owner's account that belongs to a reservation, in cents. */
export interface EarningEntry {
  readonly direction: 'credit' | 'debit';
  readonly kind: string;
  readonly cents: number;
}

/** What a reservation earns the owner: income, each kind of deduction, and what is left. */
export interface EarningsSummary {
  /** Every credit (rental income) of the reservation. */
  readonly grossCents: number;
  /** Debits summed per kind, in the order the kinds first appear. */
  readonly deductions: readonly { readonly kind: string; readonly cents: number }[];
  /** Gross less every deduction; negative when only costs were booked (an owner's own stay). */
  readonly netCents: number;
}

/** Sums a reservation's bookings into what the owner earns from it. */
export function summariseEarnings(entries: readonly EarningEntry[]): EarningsSummary {
  const grossCents = sumCents(entries.filter((entry) => entry.direction === 'credit').map((entry) => entry.cents));
  const byKind = new Map<string, number>();
  for (const entry of entries) {
    if (entry.direction === 'debit') byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + entry.cents);
  }
  const deductions = [...byKind].map(([kind, cents]) => ({ kind, cents }));
  return { grossCents, deductions, netCents: grossCents - sumCents(deductions.map((deduction) => deduction.cents)) };
}
