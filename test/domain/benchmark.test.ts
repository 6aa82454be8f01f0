import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import {
  benchmarkReading,
  benchmarkStayKind,
  type BenchmarkMonth,
  defaultSeasonYear,
  EMPTY_MONTH,
  homeMonthInputs,
  lastCompleteSeasonYear,
  upcomingHighSeason,
  metricGap,
  monthFigures,
  type MonthInputs,
  reviewScoreOf,
  seasonMonths,
  sumInputs,
} from '../../src/domain/benchmark';
import { assertProperty } from '../support/fast-check';

const count = fc.integer({ min: 0, max: 10_000 });
const inputsArb: fc.Arbitrary<MonthInputs> = fc
  .record({ availableNights: count, bookedNights: count, revenueCents: count, bookings: count, leadDaysTotal: count, reviews: fc.integer({ min: 0, max: 50 }) })
  .chain((base) => fc.integer({ min: base.reviews, max: base.reviews * 5 }).map((reviewScoreTotal) => ({ ...base, reviewScoreTotal })));

describe('benchmark properties', () => {
  it('occupancy stays within 0–1 and the review score within 1–5', () => {
    assertProperty(
      fc.property(inputsArb, (inputs) => {
        const figures = monthFigures(inputs);
        if (figures.occupancy !== null) expect(figures.occupancy).toBeGreaterThanOrEqual(0);
        if (figures.occupancy !== null) expect(figures.occupancy).toBeLessThanOrEqual(1);
        if (figures.reviewScore !== null) expect(figures.reviewScore).toBeGreaterThanOrEqual(1);
        if (figures.reviewScore !== null) expect(figures.reviewScore).toBeLessThanOrEqual(5);
        expect(figures.occupancy === null).toBe(inputs.availableNights === 0);
        expect(figures.averageNightlyPrice === null).toBe(inputs.bookedNights === 0);
      }),
    );
  });

  it('summing is order-free and the empty month is its neutral element', () => {
    assertProperty(
      fc.property(fc.array(inputsArb, { maxLength: 6 }), (list) => {
        expect(sumInputs([...list].reverse())).toEqual(sumInputs(list));
        expect(sumInputs([...list, EMPTY_MONTH])).toEqual(sumInputs(list));
      }),
    );
  });

  it('the pooled occupancy lies between the lowest and the highest of its homes', () => {
    assertProperty(
      fc.property(fc.array(inputsArb.filter((inputs) => inputs.availableNights > 0 && inputs.bookedNights <= inputs.availableNights), { minLength: 1, maxLength: 6 }), (list) => {
        const pooled = monthFigures(sumInputs(list)).occupancy!;
        const each = list.map((inputs) => monthFigures(inputs).occupancy!);
        expect(pooled).toBeGreaterThanOrEqual(Math.min(...each) - 0.0001);
        expect(pooled).toBeLessThanOrEqual(Math.max(...each) + 0.0001);
      }),
    );
  });

  it('a month’s nights add up: guest and own-use nights never exceed it, stays outside it count nothing', () => {
    const stayArb = fc.record({
      kind: fc.constantFrom('guest', 'ownUse', 'other') as fc.Arbitrary<'guest' | 'ownUse' | 'other'>,
      gap: fc.integer({ min: 0, max: 20 }),
      nights: fc.integer({ min: 1, max: 21 }),
      revenueCents: fc.integer({ min: 0, max: 500_000 }),
    });
    assertProperty(
      fc.property(fc.array(stayArb, { maxLength: 8 }), (raw) => {
        // A calendar never overlaps (the database's exclusion constraint): stays follow each other.
        let day = Temporal.PlainDate.from('2026-06-15');
        const stays = raw.map(({ kind, gap, nights, revenueCents }) => {
          const arrival = day.add({ days: gap });
          day = arrival.add({ days: nights });
          return { kind, arrival: arrival.toString(), departure: day.toString(), revenueCents, bookedOn: '2026-01-01' };
        });
        const july = homeMonthInputs('2026-07', stays, []);
        expect(july.bookedNights).toBeLessThanOrEqual(july.availableNights);
        expect(july.availableNights).toBeLessThanOrEqual(31);
        expect(homeMonthInputs('2030-07', stays, [])).toEqual({ ...EMPTY_MONTH, availableNights: 31 });
      }),
    );
  });

  it('the reading has at most one item per metric and a non-negative difference', () => {
    const figuresArb = inputsArb.map(monthFigures);
    const monthArb = fc.record({ month: fc.constantFrom(...seasonMonths(2026)), home: figuresArb, market: figuresArb });
    assertProperty(
      fc.property(fc.array(monthArb, { maxLength: 7 }), (months: BenchmarkMonth[]) => {
        const reading = benchmarkReading(months);
        expect(new Set(reading.map((item) => item.metric)).size).toBe(reading.length);
        for (const item of reading) expect(item.difference).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('benchmark examples (hand-computed)', () => {
  it('reads a July from the calendar: a stay across the month end, own use, a review', () => {
    const stays = [
      // 10 nights, 5 of them in July (27–31), 100 000 cents: 50 000 in July; booked 30 days ahead.
      { kind: 'guest', arrival: '2026-07-27', departure: '2026-08-06', revenueCents: 100_000, bookedOn: '2026-06-27' },
      // 7 nights in July, 70 000 cents, booked 60 days ahead.
      { kind: 'guest', arrival: '2026-07-01', departure: '2026-07-08', revenueCents: 70_000, bookedOn: '2026-05-02' },
      // The owner's own week: 7 nights not available.
      { kind: 'ownUse', arrival: '2026-07-10', departure: '2026-07-17', revenueCents: 0, bookedOn: '2026-01-01' },
      { kind: 'other', arrival: '2026-07-20', departure: '2026-07-22', revenueCents: 0, bookedOn: '2026-01-01' },
    ] as const;
    const reviews = [
      { rating: 'Great', writtenOn: '2026-07-09' },
      { rating: 'Good', writtenOn: '2026-07-20' },
      { rating: 'NA', writtenOn: '2026-07-21' },
      { rating: 'Poor', writtenOn: '2026-06-30' },
    ] as const;
    const july = homeMonthInputs('2026-07', stays, reviews);
    expect(july).toEqual({ availableNights: 24, bookedNights: 12, revenueCents: 120_000, bookings: 2, leadDaysTotal: 90, reviewScoreTotal: 9, reviews: 2 });
    expect(monthFigures(july)).toEqual({ occupancy: 0.5, averageNightlyPrice: 10_000, revenuePerAvailableNight: 5_000, reviewScore: 4.5, leadTime: 45 });
    // August holds the rest of the first stay: 5 nights, 50 000 cents, no arrival.
    expect(homeMonthInputs('2026-08', stays, reviews)).toMatchObject({ availableNights: 31, bookedNights: 5, revenueCents: 50_000, bookings: 0 });
  });

  it('reads the widest gap per metric in plain terms', () => {
    const market = monthFigures({ availableNights: 100, bookedNights: 70, revenueCents: 700_000, bookings: 10, leadDaysTotal: 400, reviewScoreTotal: 45, reviews: 10 });
    const home = monthFigures({ availableNights: 100, bookedNights: 58, revenueCents: 638_000, bookings: 10, leadDaysTotal: 410, reviewScoreTotal: 46, reviews: 10 });
    const reading = benchmarkReading([
      { month: '2026-06', home: market, market },
      { month: '2026-07', home, market },
    ]);
    expect(reading).toEqual([
      { metric: 'occupancy', month: '2026-07', direction: 'below', difference: 12 },
      { metric: 'averageNightlyPrice', month: '2026-07', direction: 'above', difference: 10 },
      { metric: 'revenuePerAvailableNight', month: '2026-07', direction: 'below', difference: 8.9 },
      { metric: 'reviewScore', month: '2026-07', direction: 'level', difference: 0.1 },
      { metric: 'leadTime', month: '2026-07', direction: 'level', difference: 1 },
    ]);
  });

  it('leaves out what cannot be compared', () => {
    const none = monthFigures(EMPTY_MONTH);
    expect(benchmarkReading([{ month: '2026-07', home: none, market: none }])).toEqual([]);
    expect(metricGap('averageNightlyPrice', { ...none, averageNightlyPrice: 5 }, { ...none, averageNightlyPrice: 0 })).toBeNull();
  });

  it('names the season and the stay kinds', () => {
    expect(seasonMonths(2026)).toEqual(['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    expect(defaultSeasonYear('2026-03-31')).toBe(2025);
    expect(defaultSeasonYear('2026-04-01')).toBe(2026);
    expect(['Reservation', 'MyRent', 'OwnerBooking', 'HouseClosing', 'Blocked', 'ExternalBooking', 'OptionalBooking'].map(benchmarkStayKind)).toEqual([
      'guest',
      'guest',
      'ownUse',
      'ownUse',
      'ownUse',
      'ownUse',
      'other',
    ]);
    expect(lastCompleteSeasonYear('2026-10-31')).toBe(2025);
    expect(lastCompleteSeasonYear('2026-11-01')).toBe(2026);
    expect(upcomingHighSeason('2026-03-10')).toEqual(['2026-07-01', '2026-09-01']);
    expect(upcomingHighSeason('2026-07-10')).toEqual(['2026-07-10', '2026-09-01']);
    expect(upcomingHighSeason('2026-09-01')).toEqual(['2027-07-01', '2027-09-01']);
    expect(reviewScoreOf('Terrible')).toBe(1);
    expect(reviewScoreOf('Average')).toBe(3);
  });
});
