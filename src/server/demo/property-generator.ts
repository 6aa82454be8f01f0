import type { MonthInputs } from '../../domain/benchmark';
import { daysInMonth } from '../../domain/calendar-date';
import { Languages, type ContractStatus, type ContractWorkflow, type Language } from '../../domain/enumerations';
import type { DemoAccommodation } from './demo-types';
import { DESCRIPTION_TEMPLATES, PICTURE_CAPTIONS, type PictureKind } from './profile-texts';
import { Prng } from './prng';

/**
 * The property slice's demo data, grown from the demo houses with a PRNG of its own (so it never
 * shifts the other generators' values): contracts per house and year with their price lists,
 * dynamic pricing choices, the property profile in 14 languages,
 * and comparable homes around each house with three seasons of monthly figures.
 */

/** Seasons of the comparable homes' figures (the demo calendar's past and current summers). */
export const COMPARABLE_SEASONS = [2024, 2025, 2026] as const;
/** The provider's demand prices cover these nights (written by the seed in SQL, see property-seed.ts). */
export const DEMAND_FROM = '2026-07-01';
export const DEMAND_TO = '2027-06-30';
/** Comparable homes generated in each house's place. */
export const COMPARABLES_PER_HOUSE = 6;

export interface GeneratedSeason {
  readonly name: 'low' | 'mid' | 'high' | 'peak';
  readonly startsOn: string;
  readonly endsOn: string;
  readonly nightCents: number;
  readonly weekCents: number;
  readonly minNights: number;
}

export interface GeneratedContract {
  readonly year: number;
  readonly type: DemoAccommodation['contractType'];
  readonly status: ContractStatus;
  readonly workflow: ContractWorkflow;
  readonly validFrom: string;
  readonly validTo: string;
  readonly currency: string;
  readonly commissionPercent: number;
  readonly includes: string[];
  readonly pricesConfirmedOn: string;
  readonly seasons: GeneratedSeason[];
}

export interface GeneratedHomeProperty {
  readonly code: string;
  readonly rooms: number;
  readonly contracts: GeneratedContract[];
  readonly dynamicPricing: { readonly enabled: boolean; readonly minimumCents: number | null; readonly changedAt: string | null };
  readonly themes: string[];
  readonly descriptions: { readonly language: Language; readonly type: string; readonly position: number; readonly value: string }[];
  readonly attributes: string[];
  readonly distances: { readonly name: string; readonly metres: number }[];
  readonly pictures: { readonly groupPosition: number; readonly position: number; readonly fileName: string; readonly captions: Record<Language, string> }[];
}

/** A comparable home's month: the benchmark's additive inputs. */
export interface GeneratedComparableMonth extends MonthInputs {
  /** First day of the month (ISO). */
  readonly month: string;
}

export interface GeneratedComparable {
  readonly country: string;
  readonly region: string;
  readonly place: string;
  readonly bedrooms: number;
  readonly pax: number;
  readonly currency: string;
  readonly attributes: string[];
  readonly dynamicPricing: boolean;
  readonly months: GeneratedComparableMonth[];
}

type Setting = 'sea' | 'mountain' | 'lake';

function settingOf(house: DemoAccommodation): Setting {
  if (house.country === 'AT' || house.country === 'CH' || house.place === 'Livigno') return 'mountain';
  if (house.place === 'Garda') return 'lake';
  return 'sea';
}

/** How likely a home in each setting lists an attribute; the first of each setting lifts occupancy. */
const ATTRIBUTE_ODDS: Record<Setting, readonly (readonly [string, number])[]> = {
  sea: [['pool', 0.7], ['aircondition', 0.75], ['wifi', 0.95], ['parking', 0.8], ['bbq', 0.5], ['terrace', 0.6], ['sea_view', 0.55], ['dishwasher', 0.6], ['pets_allowed', 0.3]],
  mountain: [['sauna', 0.6], ['fireplace', 0.6], ['wifi', 0.9], ['parking', 0.9], ['single_garage', 0.4], ['mountain_view', 0.7], ['dishwasher', 0.7], ['whirlpool', 0.25]],
  lake: [['pool', 0.55], ['wifi', 0.9], ['parking', 0.85], ['patio', 0.6], ['lake_view', 0.6], ['bbq', 0.6], ['washing_machine', 0.5]],
};
const SUSTAINABILITY = ['sustainable_heating', 'eco_cleaning', 'eco_solar_power'] as const;

const THEMES: Record<Setting, readonly string[]> = {
  sea: ['beach', 'family', 'relaxation', 'gastronomy'],
  mountain: ['skiing', 'hiking', 'family', 'wellness'],
  lake: ['water_sports', 'cycling', 'family', 'relaxation'],
};

/** Share of nights let per month of the season (April first). */
const OCCUPANCY_BY_MONTH: Record<Setting, readonly number[]> = {
  sea: [0.3, 0.45, 0.68, 0.88, 0.9, 0.6, 0.3],
  mountain: [0.25, 0.2, 0.45, 0.7, 0.72, 0.45, 0.2],
  lake: [0.28, 0.45, 0.65, 0.84, 0.86, 0.58, 0.28],
};

/** Price factor per month of the year (January first), as the contract seasons set it. */
const SEASON_PLAN: readonly { name: GeneratedSeason['name']; from: string; to: string; factor: number; minNights: number }[] = [
  { name: 'low', from: '01-01', to: '05-31', factor: 0.7, minNights: 3 },
  { name: 'mid', from: '06-01', to: '06-30', factor: 0.9, minNights: 5 },
  { name: 'high', from: '07-01', to: '07-31', factor: 1.15, minNights: 7 },
  { name: 'peak', from: '08-01', to: '08-31', factor: 1.25, minNights: 7 },
  { name: 'mid', from: '09-01', to: '09-30', factor: 0.9, minNights: 5 },
  { name: 'low', from: '10-01', to: '12-31', factor: 0.7, minNights: 3 },
];

const hundreds = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);

function seasonsOf(house: DemoAccommodation, year: number): GeneratedSeason[] {
  const base = house.nightlyCents * (1 + 0.03 * (year - 2026));
  return SEASON_PLAN.map(({ name, from, to, factor, minNights }) => {
    const nightCents = hundreds(base * factor);
    return { name, startsOn: `${year}-${from}`, endsOn: `${year}-${to}`, nightCents, weekCents: hundreds(nightCents * 7 * 0.9), minNights };
  });
}

/** The current year's contract follows the house's status; earlier ones ended; an expiring contract's next year waits for renewal. */
function contractStates(house: DemoAccommodation): Map<number, { status: ContractStatus; workflow: ContractWorkflow }> {
  const first = Math.max(2024, Number(house.contractStart.slice(0, 4)));
  const states = new Map<number, { status: ContractStatus; workflow: ContractWorkflow }>();
  for (let year = first; year < 2026; year++) states.set(year, { status: 'INACTIVE', workflow: 'Opened' });
  const current: Record<ContractStatus, ContractWorkflow> = { ACTIVE: 'Opened', EXPIRING: 'Expiring', PENDING: 'Pending', NEW: 'InProgress', INACTIVE: 'Opened' };
  states.set(Math.max(first, 2026), { status: house.contractStatus, workflow: current[house.contractStatus] });
  if (house.contractStatus === 'ACTIVE') states.set(2027, { status: 'ACTIVE', workflow: 'Opened' });
  if (house.contractStatus === 'EXPIRING') states.set(2027, { status: 'NEW', workflow: 'NeedsRenewal' });
  return states;
}

function contractsOf(prng: Prng, house: DemoAccommodation): GeneratedContract[] {
  const commissionPercent = prng.pick([15, 18, 20, 22, 25]);
  const includes = ['cleaning', 'linen', 'utilities', 'touristTax'].filter(() => prng.chance(0.5));
  return [...contractStates(house)].map(([year, state]) => ({
    year,
    type: house.contractType,
    ...state,
    validFrom: year === Number(house.contractStart.slice(0, 4)) ? house.contractStart : `${year}-01-01`,
    validTo: `${year}-12-31`,
    currency: house.currency,
    commissionPercent,
    includes,
    pricesConfirmedOn: `${year - 1}-11-${String(prng.int(10, 28)).padStart(2, '0')}`,
    seasons: seasonsOf(house, year),
  }));
}

function priceOn(house: DemoAccommodation, night: string): number {
  const year = Number(night.slice(0, 4));
  const season = seasonsOf(house, year).find((candidate) => candidate.startsOn <= night && night <= candidate.endsOn);
  return season?.nightCents ?? house.nightlyCents;
}

function attributesOf(prng: Prng, setting: Setting, boost = 0): string[] {
  const listed = ATTRIBUTE_ODDS[setting].filter(([, odds]) => prng.chance(Math.min(1, odds + boost))).map(([name]) => name);
  return [...listed, ...SUSTAINABILITY.filter(() => prng.chance(0.3))];
}

function distancesOf(prng: Prng, setting: Setting): { name: string; metres: number }[] {
  const water: Record<Setting, readonly string[]> = { sea: ['beach', 'sea'], mountain: ['ski'], lake: ['lake', 'beach'] };
  const names = ['center', 'public_transport', ...water[setting], ...(prng.chance(0.4) ? ['golf'] : [])];
  return names.map((name) => ({ name, metres: prng.int(1, 60) * 50 }));
}

function picturesOf(house: DemoAccommodation, attributes: readonly string[]): GeneratedHomeProperty['pictures'] {
  const outside: PictureKind[] = ['exterior', 'garden', 'view', ...(attributes.includes('pool') ? (['pool'] as const) : [])];
  const inside: PictureKind[] = ['living', 'kitchen', ...Array.from({ length: house.bedrooms }, () => 'bedroom' as const), 'bathroom'];
  return [outside, inside].flatMap((kinds, groupPosition) =>
    kinds.map((kind, position) => ({
      groupPosition,
      position,
      fileName: `demo/${house.code}/${groupPosition}-${position}-${kind}.svg`,
      captions: Object.fromEntries(Languages.map((language) => [language, PICTURE_CAPTIONS[language][kind]])) as Record<Language, string>,
    })),
  );
}

function descriptionsOf(house: DemoAccommodation): GeneratedHomeProperty['descriptions'] {
  const facts = { name: house.name, place: house.place, region: house.region, bedrooms: house.bedrooms, pax: house.pax };
  return Languages.flatMap((language) =>
    (['summary', 'house', 'area'] as const).map((type, position) => ({ language, type, position, value: DESCRIPTION_TEMPLATES[language][type](facts) })),
  );
}

function homePropertyOf(prng: Prng, house: DemoAccommodation): GeneratedHomeProperty {
  const setting = settingOf(house);
  const contracts = contractsOf(prng, house);
  const enabled = prng.chance(0.5);
  const lowest = Math.min(...seasonsOf(house, 2026).map((season) => season.nightCents));
  const attributes = attributesOf(prng, setting, -0.2);
  return {
    code: house.code,
    rooms: house.bedrooms + 1,
    contracts,
    dynamicPricing: { enabled, minimumCents: enabled ? hundreds(lowest * 0.8) : null, changedAt: enabled ? '2026-03-02T09:00:00Z' : null },
    themes: THEMES[setting].filter(() => prng.chance(0.6)),
    descriptions: descriptionsOf(house),
    attributes: [...new Set(attributes)],
    distances: distancesOf(prng, setting),
    pictures: picturesOf(house, attributes),
  };
}

function comparableMonths(prng: Prng, house: DemoAccommodation, setting: Setting, attributes: readonly string[], dynamicPricing: boolean): GeneratedComparableMonth[] {
  const priceFactor = 0.8 + prng.next() * 0.4;
  // The setting's signature attribute (pool by the sea, sauna in the mountains) lifts occupancy.
  const lift = attributes.includes(ATTRIBUTE_ODDS[setting][0]![0]) ? 0.08 : 0;
  return COMPARABLE_SEASONS.flatMap((year) =>
    OCCUPANCY_BY_MONTH[setting].map((share, index) => {
      const monthNumber = index + 4;
      const month = `${year}-${String(monthNumber).padStart(2, '0')}-01`;
      const availableNights = daysInMonth(year, monthNumber) - (prng.chance(0.15) ? prng.int(2, 7) : 0);
      const occupancy = Math.min(1, Math.max(0, share + lift + (prng.next() - 0.5) * 0.2));
      const bookedNights = Math.round(occupancy * availableNights);
      const nightCents = priceOn(house, month) * priceFactor * (dynamicPricing ? 1.08 : 1);
      const bookings = bookedNights === 0 ? 0 : Math.max(1, Math.round(bookedNights / prng.int(4, 8)));
      const reviews = bookedNights === 0 ? 0 : prng.int(0, 2);
      let reviewScoreTotal = 0;
      for (let review = 0; review < reviews; review++) reviewScoreTotal += prng.weighted([[5, 5], [4, 4], [3, 1]] as const);
      return {
        month,
        availableNights,
        bookedNights,
        revenueCents: Math.round(bookedNights * nightCents),
        bookings,
        leadDaysTotal: bookings * prng.int(monthNumber >= 7 && monthNumber <= 8 ? 60 : 20, monthNumber >= 7 && monthNumber <= 8 ? 150 : 80),
        reviewScoreTotal,
        reviews,
      };
    }),
  );
}

function comparablesOf(prng: Prng, house: DemoAccommodation): GeneratedComparable[] {
  const setting = settingOf(house);
  return Array.from({ length: COMPARABLES_PER_HOUSE }, () => {
    const bedrooms = Math.max(1, house.bedrooms + prng.int(-1, 1));
    const attributes = [...new Set(attributesOf(prng, setting))];
    const dynamicPricing = prng.chance(0.5);
    return {
      country: house.country,
      region: house.region,
      place: house.place,
      bedrooms,
      pax: Math.max(2, bedrooms * 2 + prng.int(-1, 0)),
      currency: house.currency,
      attributes,
      dynamicPricing,
      months: comparableMonths(prng, house, setting, attributes, dynamicPricing),
    };
  });
}

/** The property data of the given houses, the same for the same seed. */
export function generatePropertyData(seed: number, houses: readonly DemoAccommodation[]): { homes: GeneratedHomeProperty[]; comparables: GeneratedComparable[] } {
  const prng = new Prng(seed);
  const homes = houses.map((house) => homePropertyOf(prng, house));
  const comparables = houses.flatMap((house) => comparablesOf(prng, house));
  return { homes, comparables };
}
