import { monthFigures, type MonthInputs, sumInputs } from './benchmark';

/**
 * Opportunities: concrete suggestions derived from a home's own season and the comparable homes'
 * season, each with the expected effect measured on those same homes, and where to act.
 */

export const OpportunityKinds = ['blockedHighSeason', 'priceAboveMarket', 'missingAttribute', 'dynamicPricingOff'] as const;
export type OpportunityKind = (typeof OpportunityKinds)[number];

/** A comparable home as the derivation reads it. */
export interface ComparableSeason {
  readonly attributes: readonly string[];
  readonly dynamicPricing: boolean;
  readonly season: MonthInputs;
}

/** Everything the derivation needs about one home. */
export interface OpportunityHome {
  readonly code: string;
  readonly currency: string;
  /** The home's last season (summed months). */
  readonly season: MonthInputs;
  readonly comparables: readonly ComparableSeason[];
  /** Own-use or closed nights in the high season still ahead. */
  readonly blockedHighSeasonNights: number;
  readonly attributes: readonly string[];
  readonly dynamicPricing: boolean;
}

export type ExpectedEffect =
  | { readonly kind: 'revenue'; readonly amountCents: number; readonly currency: string }
  | { readonly kind: 'occupancy'; readonly points: number };

export interface Opportunity {
  readonly kind: OpportunityKind;
  readonly accommodationCode: string;
  readonly effect: ExpectedEffect;
  /** The portal path where the owner acts on it. */
  readonly link: string;
  /** Facts the sentence names (nights, prices in minor units, the attribute). */
  readonly params: Readonly<Record<string, string | number>>;
}

/** A blocked high season counts from one week. */
export const MIN_BLOCKED_NIGHTS = 7;
/** "Price above comparable homes": at least this much dearer per night … */
export const PRICE_ABOVE_SHARE = 0.1;
/** … while at least this much less occupied (share of nights). */
export const OCCUPANCY_BELOW_SHARE = 0.1;
/** An attribute "similar homes list" is listed by at least this share of them. */
export const COMMON_ATTRIBUTE_SHARE = 0.5;
/** At most this many missing-attribute suggestions per home. */
export const MAX_ATTRIBUTE_SUGGESTIONS = 3;

const occupancyOf = (homes: readonly ComparableSeason[]) => monthFigures(sumInputs(homes.map((home) => home.season))).occupancy;
const revparOf = (homes: readonly ComparableSeason[]) => monthFigures(sumInputs(homes.map((home) => home.season))).revenuePerAvailableNight;

function blockedHighSeason(home: OpportunityHome, market: MonthInputs): Opportunity[] {
  const revpar = monthFigures(market).revenuePerAvailableNight;
  if (home.blockedHighSeasonNights < MIN_BLOCKED_NIGHTS || !revpar) return [];
  return [
    {
      kind: 'blockedHighSeason',
      accommodationCode: home.code,
      effect: { kind: 'revenue', amountCents: Math.round(home.blockedHighSeasonNights * revpar), currency: home.currency },
      link: `/bookings/calendar/${home.code}`,
      params: { nights: home.blockedHighSeasonNights },
    },
  ];
}

function priceAboveMarket(home: OpportunityHome, market: MonthInputs): Opportunity[] {
  const own = monthFigures(home.season);
  const theirs = monthFigures(market);
  if (own.averageNightlyPrice === null || theirs.averageNightlyPrice === null || own.occupancy === null || theirs.occupancy === null) return [];
  if (own.averageNightlyPrice <= theirs.averageNightlyPrice * (1 + PRICE_ABOVE_SHARE)) return [];
  if (own.occupancy >= theirs.occupancy - OCCUPANCY_BELOW_SHARE) return [];
  // With price and occupancy known, revenue per available night is known too; 0 is only a type guard.
  /* v8 ignore next */
  const gain = Math.round(((theirs.revenuePerAvailableNight ?? 0) - (own.revenuePerAvailableNight ?? 0)) * home.season.availableNights);
  const effect: ExpectedEffect =
    gain > 0
      ? { kind: 'revenue', amountCents: gain, currency: home.currency }
      : { kind: 'occupancy', points: Math.round((theirs.occupancy - own.occupancy) * 100) };
  return [
    {
      kind: 'priceAboveMarket',
      accommodationCode: home.code,
      effect,
      link: `/contract-prices/${home.code}`,
      params: { price: own.averageNightlyPrice, marketPrice: theirs.averageNightlyPrice, currency: home.currency },
    },
  ];
}

function missingAttributes(home: OpportunityHome): Opportunity[] {
  const names = [...new Set(home.comparables.flatMap((comparable) => comparable.attributes))].sort();
  const found = names.flatMap((name) => {
    if (home.attributes.includes(name)) return [];
    const withIt = home.comparables.filter((comparable) => comparable.attributes.includes(name));
    const without = home.comparables.filter((comparable) => !comparable.attributes.includes(name));
    if (withIt.length < home.comparables.length * COMMON_ATTRIBUTE_SHARE || without.length === 0) return [];
    const occupancyWith = occupancyOf(withIt);
    const occupancyWithout = occupancyOf(without);
    if (occupancyWith === null || occupancyWithout === null) return [];
    const points = Math.round((occupancyWith - occupancyWithout) * 100);
    if (points <= 0) return [];
    return [{ name, points, share: Math.round((withIt.length / home.comparables.length) * 100) }];
  });
  return found
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name))
    .slice(0, MAX_ATTRIBUTE_SUGGESTIONS)
    .map(({ name, points, share }) => ({
      kind: 'missingAttribute',
      accommodationCode: home.code,
      effect: { kind: 'occupancy', points },
      link: `/contact-us`,
      params: { attribute: name, share },
    }));
}

function dynamicPricingOff(home: OpportunityHome): Opportunity[] {
  if (home.dynamicPricing) return [];
  const withIt = revparOf(home.comparables.filter((comparable) => comparable.dynamicPricing));
  const without = revparOf(home.comparables.filter((comparable) => !comparable.dynamicPricing));
  if (withIt === null || without === null || withIt <= without) return [];
  return [
    {
      kind: 'dynamicPricingOff',
      accommodationCode: home.code,
      effect: { kind: 'revenue', amountCents: Math.round((withIt - without) * home.season.availableNights), currency: home.currency },
      link: `/contract-prices/${home.code}`,
      params: { share: Math.round(((withIt - without) / without) * 100) },
    },
  ];
}

const revenueOf = (opportunity: Pick<Opportunity, 'effect'>) => (opportunity.effect.kind === 'revenue' ? opportunity.effect.amountCents : -1);

/** Order of suggestions: revenue effects first, largest first; the others after, in their order. */
export function byExpectedRevenue(a: Pick<Opportunity, 'effect'>, b: Pick<Opportunity, 'effect'>): number {
  return revenueOf(b) - revenueOf(a);
}

/**
 * The opportunities of one home: high-season nights blocked (a week or more: revenue at the
 * comparable homes' revenue per available night); a price 10 % above comparable homes with an
 * occupancy 10 points below (the revenue gap per available night); attributes at least half of the
 * comparable homes list that the home lacks, where homes with it are more occupied (up to three);
 * dynamic pricing off while comparable homes using it earn more per available night. Revenue
 * effects first, largest first.
 */
export function deriveOpportunities(home: OpportunityHome): Opportunity[] {
  const market = sumInputs(home.comparables.map((comparable) => comparable.season));
  const found = [...blockedHighSeason(home, market), ...priceAboveMarket(home, market), ...missingAttributes(home), ...dynamicPricingOff(home)];
  return found.sort(byExpectedRevenue);
}
