import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { clashingEntries } from '../../src/domain/calendar-range';
import { bookingDates, firstOccupiedNight, selectionBetween } from '../../src/domain/calendar-selection';
import { nightsBetween } from '../../src/domain/stay';
import { assertProperty, isoDateArb } from '../support/fast-check';

const shift = (day: string, days: number) => Temporal.PlainDate.from(day).add({ days }).toString();
const spanArb = fc.tuple(isoDateArb, fc.integer({ min: 1, max: 20 })).map(([from, nights]) => ({ from, to: shift(from, nights) }));
const selectionArb = fc.tuple(isoDateArb, fc.integer({ min: -30, max: 30 })).map(([anchor, offset]) => selectionBetween(anchor, shift(anchor, offset)));

describe('selectionBetween', () => {
  it('orders the days whichever way the selection grows, and keeps the anchor at one end', () => {
    assertProperty(
      fc.property(isoDateArb, isoDateArb, (anchor, day) => {
        const selection = selectionBetween(anchor, day);
        expect(selection.from <= selection.to).toBe(true);
        expect([selection.from, selection.to]).toContain(anchor);
        expect([selection.from, selection.to]).toContain(day);
      }),
    );
  });
});

describe('bookingDates', () => {
  it('books every selected night: departure is the day after the last, so nights = selected days', () => {
    assertProperty(
      fc.property(selectionArb, (selection) => {
        const { arrivalDate, departureDate } = bookingDates(selection);
        expect(arrivalDate).toBe(selection.from);
        expect(nightsBetween(arrivalDate, departureDate)).toBe(nightsBetween(selection.from, selection.to) + 1);
      }),
    );
  });
});

describe('firstOccupiedNight', () => {
  it('finds a night exactly when a booking of the selection would clash', () => {
    assertProperty(
      fc.property(selectionArb, fc.array(spanArb, { maxLength: 4 }), (selection, entries) => {
        const booking = bookingDates(selection);
        const found = firstOccupiedNight(selection, entries);
        const clashes = clashingEntries({ from: booking.arrivalDate, to: booking.departureDate }, entries);
        expect(found === null).toBe(clashes.length === 0);
        if (found) {
          expect(found.day >= selection.from && found.day <= selection.to).toBe(true);
          for (const entry of found.entries) expect(entry.from <= found.day && found.day < entry.to).toBe(true);
        }
      }),
    );
  });

  it('lets a selection end on the day a stay arrives and start on the day one leaves', () => {
    const stay = [{ from: '2026-08-10', to: '2026-08-15' }];
    expect(firstOccupiedNight({ from: '2026-08-05', to: '2026-08-09' }, stay)).toBeNull();
    expect(firstOccupiedNight({ from: '2026-08-15', to: '2026-08-20' }, stay)).toBeNull();
    expect(firstOccupiedNight({ from: '2026-08-05', to: '2026-08-10' }, stay)).toEqual({ day: '2026-08-10', entries: stay });
  });
});
