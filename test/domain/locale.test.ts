import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UiLocales } from '../../src/domain/enumerations';
import { isUiLocale, resolveUiLocale, toHtmlLocale } from '../../src/domain/locale';
import { anyStringArb, assertProperty, uiLocaleArb } from '../support/fast-check';

describe('locale properties', () => {
  it('resolves every value to an interface locale, keeping the known ones', () => {
    assertProperty(
      fc.property(fc.oneof(anyStringArb, uiLocaleArb, fc.constant(null)), (value) => {
        const resolved = resolveUiLocale(value);
        expect(isUiLocale(resolved)).toBe(true);
        expect(resolved).toBe(isUiLocale(value) ? value : 'en');
      }),
    );
  });

  it('gives a language-region tag for every interface locale that Intl accepts', () => {
    assertProperty(
      fc.property(uiLocaleArb, (code) => {
        const html = toHtmlLocale(code);
        expect(html).toMatch(/^[a-z]{2}-[a-z]{2}$/);
        expect(Intl.getCanonicalLocales(html)).toHaveLength(1);
      }),
    );
  });
});

describe('locale examples (spec section 9)', () => {
  it('maps en to en-gb and doubles the others', () => {
    expect(UiLocales.map(toHtmlLocale)).toEqual([
      'cs-cs',
      'de-de',
      'en-gb',
      'es-es',
      'fr-fr',
      'hr-hr',
      'it-it',
      'nl-nl',
      'pl-pl',
      'pt-pt',
    ]);
  });

  it('knows the ten interface locales only', () => {
    expect(isUiLocale('de')).toBe(true);
    expect(isUiLocale('da')).toBe(false);
    expect(isUiLocale(undefined)).toBe(false);
    expect(resolveUiLocale('sv')).toBe('en');
  });
});
