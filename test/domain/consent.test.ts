import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNDECIDED, parseConsent, serializeConsent } from '../../src/domain/consent';
import { anyStringArb, assertProperty } from '../support/fast-check';

describe('consent properties', () => {
  it('reads back what it writes', () => {
    assertProperty(
      fc.property(fc.boolean(), (statistics) => {
        expect(parseConsent(serializeConsent({ statistics }))).toEqual({ decided: true, statistics });
      }),
    );
  });

  it('treats anything else as undecided', () => {
    assertProperty(
      fc.property(anyStringArb.filter((raw) => !/^statistics=[01]$/.test(raw)), (raw) => {
        expect(parseConsent(raw)).toEqual(UNDECIDED);
      }),
    );
  });
});

describe('consent examples (spec section 4)', () => {
  it('is undecided until saved', () => {
    expect(parseConsent(null)).toEqual({ decided: false, statistics: false });
    expect(parseConsent('statistics=1')).toEqual({ decided: true, statistics: true });
  });
});
