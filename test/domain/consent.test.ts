import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowsStatistics, type Consent, decidedConsent, effectiveConsent, UNDECIDED, parseConsent, serializeConsent } from '../../src/domain/consent';
import { anyStringArb, assertProperty } from '../support/fast-check';

const instantArb = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
const decidedArb = fc.record({ statistics: fc.boolean(), at: instantArb }).map(({ statistics, at }) => decidedConsent(statistics, at));
const consentArb: fc.Arbitrary<Consent> = fc.oneof(fc.constant(UNDECIDED), decidedArb, fc.boolean().map((statistics) => parseConsent(serializeConsent({ statistics }))));

describe('consent properties', () => {
  it('reads back what it writes, with or without the time of the decision', () => {
    assertProperty(
      fc.property(fc.boolean(), fc.option(instantArb, { nil: null }), (statistics, decidedAt) => {
        expect(parseConsent(serializeConsent({ statistics, decidedAt }))).toEqual({ decided: true, statistics, decidedAt });
      }),
    );
  });

  it('treats anything else as undecided', () => {
    assertProperty(
      fc.property(anyStringArb.filter((raw) => !raw.startsWith('statistics=')), (raw) => {
        expect(parseConsent(raw)).toEqual(UNDECIDED);
      }),
    );
  });

  it('after login, the decision that counts is one of the two, decided when either is, and never an older one over a newer one', () => {
    assertProperty(
      fc.property(consentArb, consentArb, (local, server) => {
        const chosen = effectiveConsent(local, server);
        expect([local, server]).toContain(chosen);
        expect(chosen.decided).toBe(local.decided || server.decided);
        if (local.decided && server.decided && local.decidedAt && server.decidedAt) {
          expect(Date.parse(chosen.decidedAt!)).toBe(Math.max(Date.parse(local.decidedAt), Date.parse(server.decidedAt)));
        }
      }),
    );
  });

  it('allows statistics only when decided with statistics', () => {
    assertProperty(fc.property(consentArb, (consent) => {
      expect(allowsStatistics(consent)).toBe(consent.decided && consent.statistics);
    }));
  });
});

describe('consent examples (spec section 4)', () => {
  it('is undecided until saved', () => {
    expect(parseConsent(null)).toEqual({ decided: false, statistics: false, decidedAt: null });
    expect(parseConsent('statistics=1')).toEqual({ decided: true, statistics: true, decidedAt: null });
    expect(parseConsent('statistics=0&at=2026-11-22T10:00:00.000Z')).toEqual({ decided: true, statistics: false, decidedAt: '2026-11-22T10:00:00.000Z' });
    expect(parseConsent('statistics=1&at=tomorrow')).toEqual(UNDECIDED);
  });

  it('the server’s copy wins a tie or an unknown time; the newer one wins otherwise', () => {
    const morning = decidedConsent(true, '2026-11-22T08:00:00.000Z');
    const evening = decidedConsent(false, '2026-11-22T20:00:00.000Z');
    expect(effectiveConsent(morning, evening)).toBe(evening);
    expect(effectiveConsent(evening, morning)).toBe(evening);
    expect(effectiveConsent(evening, { ...evening, statistics: true })).toEqual({ ...evening, statistics: true });
    expect(effectiveConsent(parseConsent('statistics=1'), evening)).toBe(evening);
    expect(effectiveConsent(evening, UNDECIDED)).toBe(evening);
    expect(effectiveConsent(UNDECIDED, morning)).toBe(morning);
  });
});
