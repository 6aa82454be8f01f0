import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { calendarRangeProblem, clashingEntries, type DateSpan, importedSpan, MAX_CALENDAR_DAYS, mergeSpans } from '../../src/domain/calendar-range';
import { nightsBetween, staysOverlap } from '../../src/domain/stay';
import { assertProperty, plainDateArb } from '../support/fast-check';

/** Spans near one base date, some empty or reversed. */
const spansArb = fc
  .tuple(plainDateArb, fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: -3, max: 15 })), { maxLength: 12 }))
  .map(([base, pairs]) =>
    pairs.map(([offset, length]): DateSpan => ({ from: base.add({ days: offset }).toString(), to: base.add({ days: offset + length }).toString() })),
  );

function nightsOf(spans: readonly DateSpan[]): Set<string> {
  const nights = new Set<string>();
  for (const span of spans) {
    for (let day = Temporal.PlainDate.from(span.from); day.toString() < span.to; day = day.add({ days: 1 })) nights.add(day.toString());
  }
  return nights;
}

describe('calendarRangeProblem', () => {
  it('accepts 1 to 400 days and names the problem otherwise', () => {
    assertProperty(
      fc.property(plainDateArb, fc.integer({ min: -500, max: 900 }), (from, offset) => {
        const problem = calendarRangeProblem(from.toString(), from.add({ days: offset }).toString());
        const days = offset + 1;
        expect(problem).toBe(days < 1 ? 'too_small' : days > MAX_CALENDAR_DAYS ? 'too_big' : null);
      }),
    );
  });

  it('puts the limit exactly at 400 days', () => {
    expect(calendarRangeProblem('2026-01-01', '2027-02-04')).toBeNull();
    expect(calendarRangeProblem('2026-01-01', '2027-02-05')).toBe('too_big');
    expect(calendarRangeProblem('2026-01-02', '2026-01-01')).toBe('too_small');
    expect(calendarRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
  });
});

describe('mergeSpans', () => {
  it('keeps exactly the nights of its input', () => {
    assertProperty(
      fc.property(spansArb, (spans) => {
        expect(nightsOf(mergeSpans(spans))).toEqual(nightsOf(spans));
      }),
    );
  });

  it('returns sorted spans that neither overlap nor touch', () => {
    assertProperty(
      fc.property(spansArb, (spans) => {
        const merged = mergeSpans(spans);
        for (const span of merged) expect(span.to > span.from).toBe(true);
        for (let i = 1; i < merged.length; i++) expect(merged[i]!.from > merged[i - 1]!.to).toBe(true);
      }),
    );
  });

  it('is idempotent and ignores order', () => {
    assertProperty(
      fc.property(spansArb, (spans) => {
        const merged = mergeSpans(spans);
        expect(mergeSpans(merged)).toEqual(merged);
        expect(mergeSpans([...spans].reverse())).toEqual(merged);
      }),
    );
  });

  it('joins back-to-back stays and keeps a contained one inside', () => {
    expect(
      mergeSpans([
        { from: '2026-07-08', to: '2026-07-15' },
        { from: '2026-07-01', to: '2026-07-08' },
        { from: '2026-07-02', to: '2026-07-03' },
        { from: '2026-08-01', to: '2026-08-01' },
      ]),
    ).toEqual([{ from: '2026-07-01', to: '2026-07-15' }]);
  });
});

describe('clashingEntries', () => {
  it('returns the entries sharing a night with the span, as staysOverlap decides', () => {
    assertProperty(
      fc.property(spansArb, spansArb, (candidates, entries) => {
        for (const span of candidates) {
          const clashes = clashingEntries(span, entries);
          const expected = entries.filter((entry) => staysOverlap({ arrival: span.from, departure: span.to }, { arrival: entry.from, departure: entry.to }));
          expect(clashes).toEqual(expected);
        }
      }),
    );
  });
});

describe('importedSpan', () => {
  it('blocks from the start up to the end, at least one night', () => {
    assertProperty(
      fc.property(plainDateArb, fc.option(fc.integer({ min: -5, max: 40 }), { nil: null }), (start, length) => {
        const end = length === null ? null : start.add({ days: length }).toString();
        const span = importedSpan(start.toString(), end);
        expect(span.from).toBe(start.toString());
        expect(nightsBetween(span.from, span.to)).toBe(length === null ? 1 : Math.max(1, length));
      }),
    );
  });

  it('reads an all-day event and a timed stay the same way', () => {
    expect(importedSpan('2026-07-01', '2026-07-08')).toEqual({ from: '2026-07-01', to: '2026-07-08' });
    expect(importedSpan('2026-07-01', '2026-07-01')).toEqual({ from: '2026-07-01', to: '2026-07-02' });
    expect(importedSpan('2026-12-31', null)).toEqual({ from: '2026-12-31', to: '2027-01-01' });
  });
});
