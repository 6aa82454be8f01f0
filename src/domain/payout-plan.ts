import type { PayoutSchedule } from './enumerations';
import { payoutDayOf } from './payout-schedule';

/** A booked amount to pay out: signed cents (debits negative), its value date and its stay's arrival. */
export interface PayableEntry<Id> {
  readonly id: Id;
  readonly valueDate: string;
  readonly arrival: string | null;
  readonly cents: number;
}

export interface PlannedPayout<Id> {
  readonly date: string;
  readonly cents: number;
  readonly entryIds: readonly Id[];
}

/**
 * Groups booked amounts into the payouts of a schedule: each entry is paid on its payout day
 * (payout-schedule.ts), but never on or before `notAfter`'s day (a day already past is paid on the
 * next one). A day whose sum is not positive pays nothing and carries its entries to the next day,
 * so a payout is always positive; entries left at the end (or under a schedule without dates)
 * are returned as `unpaid`. Nothing is lost: payouts plus unpaid sum to the entries.
 */
export function planPayouts<Id>(
  entries: readonly PayableEntry<Id>[],
  schedule: PayoutSchedule,
  notBefore: string,
): { payouts: PlannedPayout<Id>[]; unpaid: PayableEntry<Id>[] } {
  const byDay = new Map<string, PayableEntry<Id>[]>();
  const unpaid: PayableEntry<Id>[] = [];
  for (const entry of entries) {
    const day = payoutDayOf(schedule, entry);
    if (day === null) {
      unpaid.push(entry);
      continue;
    }
    const due = day < notBefore ? notBefore : day;
    const list = byDay.get(due);
    if (list) list.push(entry);
    else byDay.set(due, [entry]);
  }
  const payouts: PlannedPayout<Id>[] = [];
  let carried: PayableEntry<Id>[] = [];
  for (const day of [...byDay.keys()].sort()) {
    const group = [...carried, ...byDay.get(day)!];
    const cents = group.reduce((sum, entry) => sum + entry.cents, 0);
    if (cents > 0) {
      payouts.push({ date: day, cents, entryIds: group.map((entry) => entry.id) });
      carried = [];
    } else {
      carried = group;
    }
  }
  return { payouts, unpaid: [...unpaid, ...carried] };
}
