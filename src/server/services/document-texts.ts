import type { MessageDescriptor } from '@lingui/core';
import type { UiLocale } from '../../domain/enumerations';
import { resolveUiLocale } from '../../domain/locale';
import { serverText } from '../i18n/server-texts';

/** The words of a generated document, in one language. */
export interface DocumentTexts {
  readonly contractTitle: string;
  readonly taxTitle: string;
  readonly priceTitle: string;
  readonly owner: string;
  readonly home: string;
  readonly period: string;
  readonly contractType: string;
  readonly commission: string;
  readonly includes: string;
  readonly includesNothing: string;
  readonly pricesConfirmed: string;
  readonly seasons: string;
  readonly season: string;
  readonly from: string;
  readonly to: string;
  readonly perNight: string;
  readonly perWeek: string;
  readonly minNights: string;
  readonly income: string;
  readonly deductions: string;
  readonly net: string;
  readonly total: string;
  readonly noFigures: string;
  readonly priceNote: string;
  readonly taxNote: string;
  readonly issuedOn: string;
  readonly shareSubject: string;
  readonly linkExpired: string;
  readonly linkUnknown: string;
  readonly seasonNames: Readonly<Record<'low' | 'mid' | 'high' | 'peak', string>>;
  readonly services: Readonly<Record<'cleaning' | 'linen' | 'utilities' | 'touristTax', string>>;
  /** The e-mail with the link to a shared document. */
  shareText(values: { owner: string; document: string; link: string; expires: string }): string;
}

/** Lingui messages of the server catalog (locales/server/{locale}.po), one per word of a document. */
const WORDS = {
  contractTitle: /*i18n*/ { id: 'document.contractTitle', message: 'Rental contract' },
  taxTitle: /*i18n*/ { id: 'document.taxTitle', message: 'Tax documentation' },
  priceTitle: /*i18n*/ { id: 'document.priceTitle', message: 'Price list (Croatian price documentation)' },
  owner: /*i18n*/ { id: 'document.owner', message: 'Owner' },
  home: /*i18n*/ { id: 'document.home', message: 'Holiday home' },
  period: /*i18n*/ { id: 'document.period', message: 'Valid' },
  contractType: /*i18n*/ { id: 'document.contractType', message: 'Contract type' },
  commission: /*i18n*/ { id: 'document.commission', message: 'Commission' },
  includes: /*i18n*/ { id: 'document.includes', message: 'Included in the price' },
  includesNothing: /*i18n*/ { id: 'document.includesNothing', message: 'no extra services' },
  pricesConfirmed: /*i18n*/ { id: 'document.pricesConfirmed', message: 'Prices confirmed on' },
  seasons: /*i18n*/ { id: 'document.seasons', message: 'Seasons and prices' },
  season: /*i18n*/ { id: 'document.season', message: 'Season' },
  from: /*i18n*/ { id: 'document.from', message: 'From' },
  to: /*i18n*/ { id: 'document.to', message: 'To' },
  perNight: /*i18n*/ { id: 'document.perNight', message: 'Per night' },
  perWeek: /*i18n*/ { id: 'document.perWeek', message: 'Per week' },
  minNights: /*i18n*/ { id: 'document.minNights', message: 'Min. nights' },
  income: /*i18n*/ { id: 'document.income', message: 'Income' },
  deductions: /*i18n*/ { id: 'document.deductions', message: 'Deductions' },
  net: /*i18n*/ { id: 'document.net', message: 'Net' },
  total: /*i18n*/ { id: 'document.total', message: 'Total' },
  noFigures: /*i18n*/ { id: 'document.noFigures', message: 'No bookings were settled in this year.' },
  priceNote: /*i18n*/ { id: 'document.priceNote', message: 'Prices per accommodation unit in the stated currency, as agreed with the provider. This price list must be displayed in the accommodation.' },
  taxNote: /*i18n*/ { id: 'document.taxNote', message: 'Rental income and deductions per holiday home as booked on your owner account, for your tax return.' },
  issuedOn: /*i18n*/ { id: 'document.issuedOn', message: 'Issued on' },
  shareSubject: /*i18n*/ { id: 'document.shareSubject', message: 'A document has been shared with you' },
  linkExpired: /*i18n*/ { id: 'document.linkExpired', message: 'This link has expired. Please ask the sender to share the document again.' },
  linkUnknown: /*i18n*/ { id: 'document.linkUnknown', message: 'This link does not exist. Please check that you copied it completely.' },
} satisfies Record<string, MessageDescriptor>;

const SEASON_NAMES = {
  low: /*i18n*/ { id: 'document.seasonNames.low', message: 'Low season' },
  mid: /*i18n*/ { id: 'document.seasonNames.mid', message: 'Mid season' },
  high: /*i18n*/ { id: 'document.seasonNames.high', message: 'High season' },
  peak: /*i18n*/ { id: 'document.seasonNames.peak', message: 'Peak season' },
} satisfies Record<string, MessageDescriptor>;

const SERVICES = {
  cleaning: /*i18n*/ { id: 'document.services.cleaning', message: 'final cleaning' },
  linen: /*i18n*/ { id: 'document.services.linen', message: 'linen and towels' },
  utilities: /*i18n*/ { id: 'document.services.utilities', message: 'utilities' },
  touristTax: /*i18n*/ { id: 'document.services.touristTax', message: 'tourist tax' },
} satisfies Record<string, MessageDescriptor>;

const SHARE_TEXT = /*i18n*/ { id: 'document.shareText', message: '{owner} shares the document "{document}" with you.\n\nDownload it here (the link works until {expires}):\n{link}' };

function translated<K extends string>(locale: UiLocale, messages: Record<K, MessageDescriptor>): Record<K, string> {
  return Object.fromEntries(Object.entries<MessageDescriptor>(messages).map(([key, message]) => [key, serverText(locale, message)])) as Record<K, string>;
}

/** The texts of a document's language (the default language for one the portal does not speak). */
export function documentTexts(language: string): DocumentTexts {
  const locale = resolveUiLocale(language);
  return {
    ...translated(locale, WORDS),
    seasonNames: translated(locale, SEASON_NAMES),
    services: translated(locale, SERVICES),
    shareText: (values) => serverText(locale, SHARE_TEXT, values),
  };
}
