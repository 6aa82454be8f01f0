import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EarningEntry, summariseEarnings } from '../../src/domain/reservation-earnings';
import { assertProperty } from '../support/fast-check';

const entry: fc.Arbitrary<EarningEntry> = fc.record({
  direction: fc.constantFrom('credit' as const, 'debit' as const),
  kind: fc.constantFrom('rental_income', 'commission', 'cleaning', 'linen', 'tourist_tax'),
  cents: fc.integer({ min: 0, max: 10_000_000 }),
});

describe('summariseEarnings', () => {
  it('net is gross less every deduction, and nothing is lost or counted twice', () => {
    assertProperty(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const { grossCents, deductions, netCents } = summariseEarnings(entries);
        const credits = entries.filter((e) => e.direction === 'credit').reduce((sum, e) => sum + e.cents, 0);
        const debits = entries.filter((e) => e.direction === 'debit').reduce((sum, e) => sum + e.cents, 0);
        expect(grossCents).toBe(credits);
        expect(deductions.reduce((sum, d) => sum + d.cents, 0)).toBe(debits);
        expect(netCents).toBe(credits - debits);
        expect(new Set(deductions.map((d) => d.kind)).size).toBe(deductions.length);
      }),
    );
  });

  it('does not depend on the order of the bookings, except for the order of the kinds', () => {
    assertProperty(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const forward = summariseEarnings(entries);
        const backward = summariseEarnings([...entries].reverse());
        expect(backward.netCents).toBe(forward.netCents);
        const byKind = (s: typeof forward) => Object.fromEntries(s.deductions.map((d) => [d.kind, d.cents]));
        expect(byKind(backward)).toEqual(byKind(forward));
      }),
    );
  });

  it('sums a guest reservation and an owner’s own stay', () => {
    expect(
      summariseEarnings([
        { direction: 'credit', kind: 'rental_income', cents: 100_000 },
        { direction: 'debit', kind: 'commission', cents: 20_000 },
        { direction: 'debit', kind: 'cleaning', cents: 4_500 },
        { direction: 'debit', kind: 'tourist_tax', cents: 1_400 },
      ]),
    ).toEqual({
      grossCents: 100_000,
      deductions: [
        { kind: 'commission', cents: 20_000 },
        { kind: 'cleaning', cents: 4_500 },
        { kind: 'tourist_tax', cents: 1_400 },
      ],
      netCents: 74_100,
    });
    expect(summariseEarnings([{ direction: 'debit', kind: 'cleaning', cents: 4_500 }])).toEqual({
      grossCents: 0,
      deductions: [{ kind: 'cleaning', cents: 4_500 }],
      netCents: -4_500,
    });
    expect(summariseEarnings([])).toEqual({ grossCents: 0, deductions: [], netCents: 0 });
  });
});
