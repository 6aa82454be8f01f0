import type { BrandConfig, LocalizedUrl } from '../features/shell/brand';

const perLocale = (base: string): LocalizedUrl => ({
  en: `${base}/en`,
  de: `${base}/de`,
  fr: `${base}/fr`,
  es: `${base}/es`,
  it: `${base}/it`,
  cs: `${base}/cs`,
  hr: `${base}/hr`,
  nl: `${base}/nl`,
  pl: `${base}/pl`,
  pt: `${base}/pt`,
});

/** The demo provider. A deployment replaces these values with its own. */
export const brand: BrandConfig = {
  name: 'Holiday Homes Group',
  groupSite: perLocale('https://www.example.com'),
  privacyPolicy: perLocale('https://www.example.com/privacy'),
  legalInformation: perLocale('https://www.example.com/legal'),
  sustainability: perLocale('https://www.example.com/sustainability'),
  helpCenter: perLocale('https://help.example.com'),
  oldPortal: 'https://old-owners.example.com',
  social: {
    facebook: perLocale('https://facebook.example.com/holidayhomes'),
    instagram: perLocale('https://instagram.example.com/holidayhomes'),
    linkedin: perLocale('https://linkedin.example.com/holidayhomes'),
  },
  insurance: {
    en: 'https://insurance.example.com/en/owners',
    fr: 'https://insurance.example.com/fr/proprietaires',
    de: 'https://insurance.example.com/de/eigentuemer',
    it: 'https://insurance.example.com/it/proprietari',
  },
  support: { phone: '+44 20 0000 0000', email: 'owners@example.com' },
};
