import type { I18n, MessageDescriptor } from '@lingui/core';
import type { BenchmarkLevel } from '../../contract/benchmark';
import type { PriceInclusions, SeasonNames } from '../../contract/contract-prices';
import type { BenchmarkMetric } from '../../domain/benchmark';
import type { ContractStatus, ContractType, ContractWorkflow } from '../../domain/enumerations';
import { formatDay } from '../../i18n/format';
import { formatDateStyle } from '../../domain/date-format';

/** Labels of the slice's enumerations, translated with explicit ids. */

export const CONTRACT_STATUS: Record<ContractStatus, MessageDescriptor> = {
  NEW: /*i18n*/ { id: 'property.status.NEW', message: 'New' },
  PENDING: /*i18n*/ { id: 'property.status.PENDING', message: 'Pending' },
  ACTIVE: /*i18n*/ { id: 'property.status.ACTIVE', message: 'Active' },
  INACTIVE: /*i18n*/ { id: 'property.status.INACTIVE', message: 'Ended' },
  EXPIRING: /*i18n*/ { id: 'property.status.EXPIRING', message: 'Expiring' },
};

export const CONTRACT_WORKFLOW: Record<ContractWorkflow, MessageDescriptor> = {
  Pending: /*i18n*/ { id: 'property.workflow.Pending', message: 'Waiting for your signature' },
  NeedsRenewal: /*i18n*/ { id: 'property.workflow.NeedsRenewal', message: 'Waiting for your renewal' },
  InProgress: /*i18n*/ { id: 'property.workflow.InProgress', message: 'Being prepared by us' },
  Opened: /*i18n*/ { id: 'property.workflow.Opened', message: 'Signed' },
  Expiring: /*i18n*/ { id: 'property.workflow.Expiring', message: 'Ends this year' },
};

export const CONTRACT_TYPE: Record<ContractType, MessageDescriptor> = {
  Regular: /*i18n*/ { id: 'property.type.Regular', message: 'Regular' },
  Combi: /*i18n*/ { id: 'property.type.Combi', message: 'Combi' },
  Quota: /*i18n*/ { id: 'property.type.Quota', message: 'Quota' },
};

export const SEASON_NAME: Record<(typeof SeasonNames)[number], MessageDescriptor> = {
  low: /*i18n*/ { id: 'property.season.low', message: 'Low season' },
  mid: /*i18n*/ { id: 'property.season.mid', message: 'Mid season' },
  high: /*i18n*/ { id: 'property.season.high', message: 'High season' },
  peak: /*i18n*/ { id: 'property.season.peak', message: 'Peak season' },
};

export const INCLUSION: Record<(typeof PriceInclusions)[number], MessageDescriptor> = {
  cleaning: /*i18n*/ { id: 'property.includes.cleaning', message: 'Final cleaning' },
  linen: /*i18n*/ { id: 'property.includes.linen', message: 'Bed linen and towels' },
  utilities: /*i18n*/ { id: 'property.includes.utilities', message: 'Electricity, water and heating' },
  touristTax: /*i18n*/ { id: 'property.includes.touristTax', message: 'Tourist tax' },
};

export const METRIC: Record<BenchmarkMetric, MessageDescriptor> = {
  occupancy: /*i18n*/ { id: 'property.metric.occupancy', message: 'Occupancy' },
  averageNightlyPrice: /*i18n*/ { id: 'property.metric.averageNightlyPrice', message: 'Average price per night' },
  revenuePerAvailableNight: /*i18n*/ { id: 'property.metric.revenuePerAvailableNight', message: 'Revenue per available night' },
  reviewScore: /*i18n*/ { id: 'property.metric.reviewScore', message: 'Review score' },
  leadTime: /*i18n*/ { id: 'property.metric.leadTime', message: 'Booking lead time' },
};

export const LEVEL: Record<BenchmarkLevel, MessageDescriptor> = {
  country: /*i18n*/ { id: 'property.level.country', message: 'Country' },
  region: /*i18n*/ { id: 'property.level.region', message: 'Region' },
  place: /*i18n*/ { id: 'property.level.place', message: 'Place' },
};

const ATTRIBUTES: Record<string, MessageDescriptor> = {
  pool: /*i18n*/ { id: 'property.attribute.pool', message: 'Swimming pool' },
  aircondition: /*i18n*/ { id: 'property.attribute.aircondition', message: 'Air conditioning' },
  wifi: /*i18n*/ { id: 'property.attribute.wifi', message: 'Wi-Fi' },
  parking: /*i18n*/ { id: 'property.attribute.parking', message: 'Parking' },
  bbq: /*i18n*/ { id: 'property.attribute.bbq', message: 'Barbecue' },
  terrace: /*i18n*/ { id: 'property.attribute.terrace', message: 'Terrace' },
  patio: /*i18n*/ { id: 'property.attribute.patio', message: 'Patio' },
  dishwasher: /*i18n*/ { id: 'property.attribute.dishwasher', message: 'Dishwasher' },
  washing_machine: /*i18n*/ { id: 'property.attribute.washing_machine', message: 'Washing machine' },
  pets_allowed: /*i18n*/ { id: 'property.attribute.pets_allowed', message: 'Pets welcome' },
  sauna: /*i18n*/ { id: 'property.attribute.sauna', message: 'Sauna' },
  fireplace: /*i18n*/ { id: 'property.attribute.fireplace', message: 'Fireplace' },
  single_garage: /*i18n*/ { id: 'property.attribute.single_garage', message: 'Garage' },
  whirlpool: /*i18n*/ { id: 'property.attribute.whirlpool', message: 'Whirlpool' },
  sea_view: /*i18n*/ { id: 'property.attribute.sea_view', message: 'Sea view' },
  lake_view: /*i18n*/ { id: 'property.attribute.lake_view', message: 'Lake view' },
  mountain_view: /*i18n*/ { id: 'property.attribute.mountain_view', message: 'Mountain view' },
  country_view: /*i18n*/ { id: 'property.attribute.country_view', message: 'Countryside view' },
  sustainable_heating: /*i18n*/ { id: 'property.attribute.sustainable_heating', message: 'Sustainable heating' },
  eco_cleaning: /*i18n*/ { id: 'property.attribute.eco_cleaning', message: 'Eco-friendly cleaning' },
  eco_solar_power: /*i18n*/ { id: 'property.attribute.eco_solar_power', message: 'Solar power' },
  center: /*i18n*/ { id: 'property.distance.center', message: 'Town centre' },
  public_transport: /*i18n*/ { id: 'property.distance.public_transport', message: 'Public transport' },
  beach: /*i18n*/ { id: 'property.distance.beach', message: 'Beach' },
  sea: /*i18n*/ { id: 'property.distance.sea', message: 'Sea' },
  lake: /*i18n*/ { id: 'property.distance.lake', message: 'Lake' },
  golf: /*i18n*/ { id: 'property.distance.golf', message: 'Golf course' },
  ski: /*i18n*/ { id: 'property.distance.ski', message: 'Ski lift' },
};

/** An attribute or distance name as words; an unknown one readable from its name. */
export function attributeLabel(i18n: I18n, name: string): string {
  const known = ATTRIBUTES[name];
  if (known) return i18n._(known);
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of a content language in the interface language ("Dansk" → "Danish"). */
export function languageName(language: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
}

/** A country code as its name in the interface language. */
export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** "July 2026" from yyyy-MM, or the month alone ("July", "Jul"). */
export function monthName(month: string, locale: string, style: 'monthYear' | 'month' | 'monthShort' = 'monthYear'): string {
  const [year, number] = month.split('-').map(Number);
  return formatDateStyle({ year: year!, month: number!, day: 1 }, locale, style);
}

/** An amount in minor units with its currency. */
export function formatCents(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
}

/** "12 Jul 2026 to 31 Aug 2026" for an inclusive range of ISO dates. */
export function dateRange(i18n: I18n, from: string, to: string): string {
  return i18n._({ id: 'property.contracts.validRange', message: '{from} to {to}', values: { from: formatDay(from, i18n.locale), to: formatDay(to, i18n.locale) } });
}
