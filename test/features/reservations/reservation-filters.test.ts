import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, hasFilters, isRangeReversed, listQuery, noFilters, readFilters, writeFilters } from '../../../src/features/reservations/reservation-filters';
import { numRuns } from '../../support/fast-check';

const code = fc.tuple(fc.constantFrom('HR', 'IT', 'DK'), fc.nat(9999), fc.nat(999), fc.nat(9)).map(([c, a, b, d]) => `${c}${a}.${b}.${d}`);
const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const filters = fc.record({
  dateFrom: fc.option(day, { nil: null }),
  dateTo: fc.option(day, { nil: null }),
  properties: fc.uniqueArray(code, { maxLength: 4 }),
});

describe('reservation filters in the address', () => {
  it('read back what was written, keeping other parameters', () => {
    fc.assert(
      fc.property(filters, (f) => {
        const search = writeFilters(f, 'uid=100001');
        expect(readFilters(search)).toEqual(f);
        expect(new URLSearchParams(search).get('uid')).toBe('100001');
      }),
      { numRuns: numRuns() },
    );
  });

  it('ignore dates that are not real and codes that are not accommodation codes', () => {
    expect(readFilters('dateFrom=2026-02-30&dateTo=tomorrow&properties=HR1.2.3,nope,HR1.2.3')).toEqual({
      dateFrom: null,
      dateTo: null,
      properties: ['HR1.2.3'],
    });
  });

  it('write nothing for no filters, and know when there are some', () => {
    expect(writeFilters(noFilters)).toBe('');
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, properties: ['HR1.2.3'] })).toBe(true);
  });

  it('call a range reversed only when both ends are set and the start is later', () => {
    expect(isRangeReversed({ dateFrom: '2026-07-02', dateTo: '2026-07-01' })).toBe(true);
    expect(isRangeReversed({ dateFrom: '2026-07-01', dateTo: '2026-07-01' })).toBe(false);
    expect(isRangeReversed({ dateFrom: '2026-07-02', dateTo: null })).toBe(false);
  });
});

describe('list query', () => {
  it('sorts and filters arrivals by arrival date and departures by departure date, 12 a page', () => {
    expect(listQuery('arrivals', noFilters, 0)).toEqual({ sort: 'arrival', rangeType: 'arrivalDate', page: 0, size: 12 });
    expect(listQuery('departures', { dateFrom: '2026-07-01', dateTo: '2026-07-31', properties: ['HR1.2.3', 'IT4.5.6'] }, 2)).toEqual({
      sort: 'departure',
      rangeType: 'departureDate',
      page: 2,
      size: 12,
      dateFrom: '2026-07-01',
      dateTo: '2026-07-31',
      properties: 'HR1.2.3,IT4.5.6',
    });
  });
});

describe('activeFilterCount', () => {
  it('counts each date and the homes once', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(activeFilterCount({ dateFrom: '2026-01-01', dateTo: null, properties: [] })).toBe(1);
    expect(activeFilterCount({ dateFrom: '2026-01-01', dateTo: '2026-02-01', properties: ['HR1.1.1', 'IT1.1.1'] })).toBe(3);
  });
});
