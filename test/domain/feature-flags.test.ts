import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureCookie, isFeatureOn, withOverride } from '../../src/domain/feature-flags';
import { anyStringArb, assertProperty } from '../support/fast-check';

const nameArb = fc.stringMatching(/^[a-z][A-Za-z]{0,15}$/).filter((name) => name !== 'demoTools');
const cookieArb = fc.oneof(fc.constant(null), fc.constantFrom('true', 'false'), anyStringArb);

describe('feature flag properties', () => {
  it('a cookie of true or false decides a known flag; anything else keeps the server’s value', () => {
    assertProperty(
      fc.property(nameArb, fc.boolean(), cookieArb, (name, enabled, cookie) => {
        const expected = cookie === 'true' ? true : cookie === 'false' ? false : enabled;
        expect(isFeatureOn({ [name]: enabled }, name, cookie)).toBe(expected);
        expect(withOverride(enabled, cookie)).toBe(expected);
      }),
    );
  });

  it('an unknown flag, or flags not loaded yet, are off whatever the cookie says', () => {
    assertProperty(
      fc.property(nameArb, cookieArb, fc.dictionary(nameArb, fc.boolean()), (name, cookie, flags) => {
        fc.pre(!Object.hasOwn(flags, name));
        expect(isFeatureOn(flags, name, cookie)).toBe(false);
        expect(isFeatureOn(null, name, cookie)).toBe(false);
      }),
    );
  });
});

describe('feature flag examples (spec 4: cookies prefixed feature.)', () => {
  it('names the cookie after the feature', () => {
    expect(featureCookie('newPaymentsOverview')).toBe('feature.newPaymentsOverview');
  });

  it('does not let a cookie turn on the demo tools', () => {
    expect(isFeatureOn({ demoTools: false }, 'demoTools', 'true')).toBe(false);
    expect(isFeatureOn({ demoTools: true }, 'demoTools', 'false')).toBe(true);
  });

  it('does not read inherited names as flags', () => {
    expect(isFeatureOn({}, 'toString', 'true')).toBe(false);
  });
});
