import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { PayoutSchedules } from '../../src/domain/enumerations';
import { planPayouts } from '../../src/domain/payout-plan';
import { assertProperty } from '../support/fast-check';

const day = fc.integer({ min: 0, max: 900 }).map((offset) => Temporal.PlainDate.from('2024-01-01').add({ days: offset }).toString());
const entries = fc.array(
  fc.record({ valueDate: day, arrival: fc.option(day), cents: fc.integer({ min: -50_000, max: 200_000 }) }),
  { maxLength: 60 },
);

describe('planPayouts', () => {
  it('loses nothing, pays only positive sums, each entry at most once, on or after the first allowed day', () => {
    assertProperty(
      fc.property(entries, fc.constantFrom(...PayoutSchedules), day, (list, schedule, notBefore) => {
        const withIds = list.map((entry, id) => ({ ...entry, id }));
        const { payouts, unpaid } = planPayouts(withIds, schedule, notBefore);
        const paidIds = payouts.flatMap((payout) => payout.entryIds);
        expect(new Set(paidIds).size).toBe(paidIds.length);
        expect(paidIds.length + unpaid.length).toBe(withIds.length);
        const centsOf = (ids: readonly number[]) => ids.reduce((sum, id) => sum + withIds[id]!.cents, 0);
        for (const payout of payouts) {
          expect(payout.cents).toBeGreaterThan(0);
          expect(payout.cents).toBe(centsOf(payout.entryIds));
          expect(payout.date >= notBefore).toBe(true);
        }
        const dates = payouts.map((payout) => payout.date);
        expect(dates).toEqual([...dates].sort());
        expect(new Set(dates).size).toBe(dates.length);
      }),
    );
  });

  it('pays a month of bookings on the 10th of the next month under Monthly', () => {
    const plan = planPayouts(
      [
        { id: 'a', valueDate: '2026-05-03', arrival: '2026-05-03', cents: 10_000 },
        { id: 'b', valueDate: '2026-05-20', arrival: '2026-05-20', cents: -2_500 },
        { id: 'c', valueDate: '2026-06-11', arrival: null, cents: -1_000 },
      ],
      'Monthly',
      '2026-01-01',
    );
    expect(plan.payouts).toEqual([{ date: '2026-05-10', cents: 10_000, entryIds: ['a'] }]);
    expect(plan.unpaid.map((entry) => entry.id)).toEqual(['b', 'c']);
  });
});
