import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { toPlainDate } from '../../src/domain/plain-date';
import { isoOf, isValidStay, nightsBetween, staysOverlap, type Stay } from '../../src/domain/stay';
import { assertProperty, plainDateArb } from '../support/fast-check';

const stayArb: fc.Arbitrary<Stay> = fc
  .tuple(plainDateArb, fc.integer({ min: -3, max: 30 }), fc.boolean())
  .map(([arrival, nights, asString]) => {
    const departure = arrival.add({ days: nights });
    return asString ? { arrival: arrival.toString(), departure: departure.toString() } : { arrival, departure };
  });

function nights(stay: Stay): Set<string> {
  const result = new Set<string>();
  for (let d = toPlainDate(stay.arrival); Temporal.PlainDate.compare(d, toPlainDate(stay.departure)) < 0; d = d.add({ days: 1 })) {
    result.add(d.toString());
  }
  return result;
}

const nearStays = fc.tuple(plainDateArb, fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: -2, max: 10 })), {
  minLength: 2,
  maxLength: 2,
})).map(([base, pair]) =>
  pair.map(([offset, length]): Stay => ({ arrival: base.add({ days: offset }), departure: base.add({ days: offset + length }) })),
);

describe('stay properties', () => {
  it('overlap is symmetric', () => {
    assertProperty(
      fc.property(stayArb, stayArb, (a, b) => {
        expect(staysOverlap(a, b)).toBe(staysOverlap(b, a));
      }),
    );
  });

  it('two stays overlap exactly when they share a night', () => {
    assertProperty(
      fc.property(nearStays, ([a, b]) => {
        const shared = [...nights(a!)].some((night) => nights(b!).has(night));
        expect(staysOverlap(a!, b!)).toBe(shared);
      }),
    );
  });

  it('nightsBetween counts the nights as Temporal does', () => {
    assertProperty(
      fc.property(stayArb, (stay) => {
        expect(nightsBetween(stay.arrival, stay.departure)).toBe(toPlainDate(stay.arrival).until(toPlainDate(stay.departure)).days);
      }),
    );
  });

  it('nightsBetween counts the nights and is antisymmetric', () => {
    assertProperty(
      fc.property(stayArb, (stay) => {
        const count = nightsBetween(stay.arrival, stay.departure);
        expect(count + nightsBetween(stay.departure, stay.arrival)).toBe(0);
        expect(isValidStay(stay.arrival, stay.departure)).toBe(count > 0);
        if (count > 0) expect(nights(stay).size).toBe(count);
      }),
    );
  });
});

describe('stay examples', () => {
  it('treats stays as half-open: a departure day can be the next arrival day', () => {
    const first = { arrival: '2024-07-01', departure: '2024-07-08' };
    expect(staysOverlap(first, { arrival: '2024-07-08', departure: '2024-07-15' })).toBe(false);
    expect(staysOverlap(first, { arrival: '2024-07-07', departure: '2024-07-09' })).toBe(true);
    expect(staysOverlap(first, { arrival: '2024-07-03', departure: '2024-07-03' })).toBe(false);
  });

  it('counts nights across months and leap days', () => {
    expect(nightsBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(nightsBetween(Temporal.PlainDate.from('2023-02-28'), '2023-03-01')).toBe(1);
    expect(isValidStay('2024-07-01', '2024-07-01')).toBe(false);
  });

  it('throws for a string that is not a date', () => {
    expect(() => nightsBetween('2024-02-30', '2024-03-01')).toThrow(RangeError);
    expect(() => toPlainDate('2024-02-30')).toThrow(RangeError);
  });

  it('reads a PlainDate as its ISO string, and a string as a PlainDate', () => {
    expect(isoOf(Temporal.PlainDate.from('2026-01-05'))).toBe('2026-01-05');
    expect(isoOf('2026-01-05')).toBe('2026-01-05');
    expect(toPlainDate('2026-01-05').dayOfWeek).toBe(1);
  });
});
