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
