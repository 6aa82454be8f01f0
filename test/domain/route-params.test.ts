import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Languages } from '../../src/domain/enumerations';
import {
  isAccommodationCode,
  isReservationType,
  parseCalendarDate,
  parseContractPricesSlug,
  resolveBenchmarkSlug,
  resolvePropertyProfileSlug,
} from '../../src/domain/route-params';
import { accommodationCodeArb, anyStringArb, assertProperty, isoDateArb } from '../support/fast-check';

const segmentArb = fc.oneof(anyStringArb, accommodationCodeArb, fc.constantFrom('country', 'region', 'place', 'split', '2024'));
const segmentsArb = fc.array(segmentArb, { maxLength: 5 });

describe('route parameter properties', () => {
  it('accepts every real date in the calendar query and keeps it', () => {
    assertProperty(
      fc.property(isoDateArb, (date) => {
        expect(parseCalendarDate(date)).toEqual({ ok: true, date });
      }),
    );
  });

  it('resolves any property-profile slug to ok, a redirect to en, or invalid', () => {
    assertProperty(
      fc.property(segmentsArb, fc.option(fc.constantFrom(...Languages)), (segments, language) => {
        const slug = language === null ? segments : [...segments.slice(0, 1), language];
        const result = resolvePropertyProfileSlug(slug);
        if (result.kind === 'redirect') {
          expect(result.to).toEqual([slug[0], 'en']);
          expect(resolvePropertyProfileSlug(result.to).kind).toBe('ok');
        }
        if (result.kind === 'ok') expect([result.id, result.language]).toEqual(slug);
      }),
    );
  });

  it('sends any benchmark slug that is not code[/level/location] to the dashboard', () => {
    assertProperty(
      fc.property(segmentsArb, (segments) => {
        const result = resolveBenchmarkSlug(segments);
        if (result.kind === 'ok') {
          expect(isAccommodationCode(segments[0])).toBe(true);
          expect([1, 3]).toContain(segments.length);
        } else {
          expect(segments.length === 1 && isAccommodationCode(segments[0])).toBe(false);
        }
      }),
    );
  });

  it('parses contract price slugs of at most two segments only', () => {
    assertProperty(
      fc.property(segmentsArb, (segments) => {
        const result = parseContractPricesSlug(segments);
        if (segments.length > 2) expect(result).toEqual({ kind: 'invalid' });
        if (result.kind === 'year') expect(String(result.year)).toBe(segments[1]);
      }),
    );
  });
});

describe('route parameter examples (spec sections 2 and 5)', () => {
  it('knows the reservation list types', () => {
    expect(isReservationType('arrivals')).toBe(true);
    expect(isReservationType('departures')).toBe(true);
    expect(isReservationType('Arrivals')).toBe(false);
    expect(isReservationType(undefined)).toBe(false);
  });

  it('reads the calendar date query', () => {
    expect(parseCalendarDate(undefined)).toEqual({ ok: true, date: null });
    expect(parseCalendarDate(null)).toEqual({ ok: true, date: null });
    expect(parseCalendarDate('')).toEqual({ ok: true, date: null });
    expect(parseCalendarDate('2024-02-29')).toEqual({ ok: true, date: '2024-02-29' });
    expect(parseCalendarDate('2023-02-29')).toEqual({ ok: false });
    expect(parseCalendarDate('tomorrow')).toEqual({ ok: false });
  });

  it('resolves property profile slugs', () => {
    expect(resolvePropertyProfileSlug(['HR2731.100.1', 'de'])).toEqual({ kind: 'ok', id: 'HR2731.100.1', language: 'de' });
    expect(resolvePropertyProfileSlug(['HR2731.100.1', 'sv'])).toEqual({ kind: 'ok', id: 'HR2731.100.1', language: 'sv' });
    expect(resolvePropertyProfileSlug(['HR2731.100.1', 'ru'])).toEqual({ kind: 'redirect', to: ['HR2731.100.1', 'en'] });
    expect(resolvePropertyProfileSlug(['HR2731.100.1'])).toEqual({ kind: 'redirect', to: ['HR2731.100.1', 'en'] });
    expect(resolvePropertyProfileSlug([])).toEqual({ kind: 'invalid' });
    expect(resolvePropertyProfileSlug(['', 'de'])).toEqual({ kind: 'invalid' });
    expect(resolvePropertyProfileSlug(['1', 'de', 'x'])).toEqual({ kind: 'invalid' });
  });

  it('resolves benchmark slugs', () => {
    const code = 'HR2731.100.1';
    expect(resolveBenchmarkSlug([code])).toEqual({ kind: 'ok', accommodationCode: code, level: null, location: null });
    expect(resolveBenchmarkSlug([code, 'region', 'dalmatia'])).toEqual({
      kind: 'ok',
      accommodationCode: code,
      level: 'Region',
      location: 'dalmatia',
    });
    expect(resolveBenchmarkSlug([code, 'place', 'Split-1'])).toMatchObject({ level: 'Place', location: 'Split-1' });
    expect(resolveBenchmarkSlug([code, 'country', 'HR'])).toMatchObject({ level: 'Country' });
    expect(resolveBenchmarkSlug([code, 'country'])).toEqual({ kind: 'dashboard' });
    expect(resolveBenchmarkSlug([code, 'city', 'split'])).toEqual({ kind: 'dashboard' });
    expect(resolveBenchmarkSlug([code, 'place', ''])).toEqual({ kind: 'dashboard' });
    expect(resolveBenchmarkSlug([code, 'place', '../x'])).toEqual({ kind: 'dashboard' });
    expect(resolveBenchmarkSlug([code, 'place', 'split', 'x'])).toEqual({ kind: 'dashboard' });
    expect(resolveBenchmarkSlug([code, 'constructor', 'x'])).toEqual({ kind: 'dashboard' });
    expect(resolveBenchmarkSlug(['nope'])).toEqual({ kind: 'dashboard' });
    expect(resolveBenchmarkSlug([])).toEqual({ kind: 'dashboard' });
  });

  it('parses contract price slugs', () => {
    const code = 'HR2731.100.1';
    expect(parseContractPricesSlug([])).toEqual({ kind: 'overview' });
    expect(parseContractPricesSlug([code])).toEqual({ kind: 'accommodation', accommodationCode: code });
    expect(parseContractPricesSlug([code, '2025'])).toEqual({ kind: 'year', accommodationCode: code, year: 2025 });
    expect(parseContractPricesSlug([code, '25'])).toEqual({ kind: 'invalid' });
    expect(parseContractPricesSlug(['hr2731.100.1'])).toEqual({ kind: 'invalid' });
    expect(parseContractPricesSlug([code, '2025', 'x'])).toEqual({ kind: 'invalid' });
  });
});
