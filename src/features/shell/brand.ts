import type { UiLocale } from '../../domain/enumerations';

/** A URL per interface language, with `en` as the fallback. */
export type LocalizedUrl = Partial<Record<UiLocale, string>> & { en: string };

/** The rental provider's identity and links; configurable per deployment (product.md, "brand"). */
export interface BrandConfig {
  name: string;
  groupSite: LocalizedUrl;
  privacyPolicy: LocalizedUrl;
  legalInformation: LocalizedUrl;
  sustainability: LocalizedUrl;
  helpCenter: LocalizedUrl;
  oldPortal: string;
  social: { facebook: LocalizedUrl; instagram: LocalizedUrl; linkedin: LocalizedUrl };
  /** The insurance contact page; only en, fr, de and it exist (spec 2). */
  insurance: { en: string; fr: string; de: string; it: string };
  support: { phone: string; email: string };
}

/** The URL for a locale, or the en one. */
export function urlFor(url: LocalizedUrl, locale: string): string {
  return url[locale as UiLocale] ?? url.en;
}

/** The insurance link in the visitor's language when it exists (en, fr, de, it), else en. */
export function insuranceUrlFor(brand: BrandConfig, locale: string): string {
  return locale === 'fr' || locale === 'de' || locale === 'it' ? brand.insurance[locale] : brand.insurance.en;
}
