import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCountryCode, COUNTRY_CODES } from '../../src/domain/countries';
import { shouldOfferPasskey } from '../../src/domain/passkey-prompt';
import { assertProperty } from '../support/fast-check';

describe('the passkey prompt', () => {
  it('shows only with browser support, no passkey yet and reminders on', () => {
    assertProperty(
      fc.property(fc.boolean(), fc.nat(25), fc.boolean(), (browserSupportsPasskeys, passkeyCount, remind) => {
        const shown = shouldOfferPasskey({ browserSupportsPasskeys, passkeyCount, remind });
        expect(shown).toBe(browserSupportsPasskeys && remind && passkeyCount === 0);
      }),
    );
  });

  // Every combination once, so the rule's branches are covered whatever the random runs drew.
  it.each([
    [true, 0, true, true],
    [true, 0, false, false],
    [true, 1, true, false],
    [false, 0, true, false],
  ])('support %s, %i passkeys, remind %s: shown %s', (browserSupportsPasskeys, passkeyCount, remind, shown) => {
    expect(shouldOfferPasskey({ browserSupportsPasskeys, passkeyCount, remind })).toBe(shown);
  });
});

describe('country codes', () => {
  it('accepts every listed code and nothing in lower case or longer', () => {
    assertProperty(
      fc.property(fc.constantFrom(...COUNTRY_CODES), (code) => {
        expect(isCountryCode(code)).toBe(true);
        expect(isCountryCode(code.toLowerCase())).toBe(false);
        expect(isCountryCode(`${code}X`)).toBe(false);
      }),
    );
  });
});
