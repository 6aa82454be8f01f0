import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_MONTH, type MonthInputs } from '../../src/domain/benchmark';
import { type ComparableSeason, deriveOpportunities, MAX_ATTRIBUTE_SUGGESTIONS, type OpportunityHome } from '../../src/domain/opportunities';
import { assertProperty } from '../support/fast-check';

const season = (availableNights: number, bookedNights: number, revenueCents: number): MonthInputs => ({ ...EMPTY_MONTH, availableNights, bookedNights, revenueCents });
const comparable = (attributes: string[], dynamicPricing: boolean, inputs: MonthInputs): ComparableSeason => ({ attributes, dynamicPricing, season: inputs });

const home = (overrides: Partial<OpportunityHome>): OpportunityHome => ({
  code: 'HR2731.100.1',
  currency: 'EUR',
  season: season(200, 140, 1_400_000),
  comparables: [],
  blockedHighSeasonNights: 0,
  attributes: [],
  dynamicPricing: true,
  ...overrides,
});

describe('opportunity properties', () => {
  const attributeArb = fc.constantFrom('pool', 'wifi', 'sea_view', 'parking', 'aircondition');
  const seasonArb = fc
    .tuple(fc.integer({ min: 1, max: 214 }), fc.integer({ min: 0, max: 214 }), fc.integer({ min: 0, max: 40_000 }))
    .map(([available, booked, price]) => season(available, Math.min(available, booked), Math.min(available, booked) * price));
  const comparableArb = fc.record({ attributes: fc.uniqueArray(attributeArb), dynamicPricing: fc.boolean(), season: seasonArb });
  const homeArb = fc.record({
    code: fc.constant('IT5521.610.2'),
    currency: fc.constant('EUR'),
    season: seasonArb,
    comparables: fc.array(comparableArb, { maxLength: 12 }),
    blockedHighSeasonNights: fc.integer({ min: 0, max: 62 }),
    attributes: fc.uniqueArray(attributeArb),
    dynamicPricing: fc.boolean(),
  });

  it('every suggestion names the home, has a positive effect and a portal link; revenue first', () => {
    assertProperty(
      fc.property(homeArb, (input) => {
        const found = deriveOpportunities(input);
        const revenueFlags = found.map((opportunity) => opportunity.effect.kind === 'revenue');
        expect(revenueFlags).toEqual([...revenueFlags].sort((a, b) => Number(b) - Number(a)));
        for (const opportunity of found) {
          expect(opportunity.accommodationCode).toBe(input.code);
          expect(opportunity.link.startsWith('/')).toBe(true);
          const size = opportunity.effect.kind === 'revenue' ? opportunity.effect.amountCents : opportunity.effect.points;
          expect(size).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never suggests an attribute the home lists, nor dynamic pricing when it is on, and at most three attributes', () => {
    assertProperty(
      fc.property(homeArb, (input) => {
        const found = deriveOpportunities(input);
        const attributes = found.filter((opportunity) => opportunity.kind === 'missingAttribute');
        expect(attributes.length).toBeLessThanOrEqual(MAX_ATTRIBUTE_SUGGESTIONS);
        for (const opportunity of attributes) expect(input.attributes).not.toContain(opportunity.params.attribute);
        if (input.dynamicPricing) expect(found.some((opportunity) => opportunity.kind === 'dynamicPricingOff')).toBe(false);
      }),
    );
  });
});

describe('opportunity examples (hand-computed)', () => {
  // Market: 300 available nights, 210 booked (70 %), 2 100 000 cents → 10 000 per night, 7 000 per available night.
  const market = [
    comparable(['pool', 'wifi'], true, season(100, 80, 880_000)),
    comparable(['pool', 'wifi'], true, season(100, 80, 720_000)),
    comparable(['wifi'], false, season(100, 50, 500_000)),
  ];

  it('finds blocked high-season nights, a price above the market, a missing pool and dynamic pricing off', () => {
    const found = deriveOpportunities(
      home({ season: season(200, 100, 1_300_000), comparables: market, blockedHighSeasonNights: 14, attributes: ['wifi'], dynamicPricing: false }),
    );
    // blocked: 14 × 7 000 = 98 000. price: own 13 000 vs 10 000 (+30 %), occupancy 50 % vs 70 %;
    // (7 000 − 6 500) × 200 = 100 000. pool: with it 160/200 = 80 %, without 50 % → 30 points.
    // dynamic pricing: with 1 600 000/200 = 8 000, without 5 000 → 3 000 × 200 = 600 000, +60 %.
    expect(found).toEqual([
      { kind: 'dynamicPricingOff', accommodationCode: 'HR2731.100.1', effect: { kind: 'revenue', amountCents: 600_000, currency: 'EUR' }, link: '/contract-prices/HR2731.100.1', params: { share: 60 } },
      { kind: 'priceAboveMarket', accommodationCode: 'HR2731.100.1', effect: { kind: 'revenue', amountCents: 100_000, currency: 'EUR' }, link: '/contract-prices/HR2731.100.1', params: { price: 13_000, marketPrice: 10_000, currency: 'EUR' } },
      { kind: 'blockedHighSeason', accommodationCode: 'HR2731.100.1', effect: { kind: 'revenue', amountCents: 98_000, currency: 'EUR' }, link: '/bookings/calendar/HR2731.100.1', params: { nights: 14 } },
      { kind: 'missingAttribute', accommodationCode: 'HR2731.100.1', effect: { kind: 'occupancy', points: 30 }, link: '/contact-us', params: { attribute: 'pool', share: 67 } },
    ]);
  });

  it('suggests nothing for a home that does as well as the market', () => {
    expect(deriveOpportunities(home({ comparables: market, blockedHighSeasonNights: 6, attributes: ['pool', 'wifi'] }))).toEqual([]);
    expect(deriveOpportunities(home({ comparables: [], dynamicPricing: false }))).toEqual([]);
  });

  it('a dear home that earns as much per available night is told about occupancy instead', () => {
    const found = deriveOpportunities(home({ season: season(100, 50, 800_000), comparables: market, attributes: ['pool', 'wifi'] }));
    expect(found).toEqual([expect.objectContaining({ kind: 'priceAboveMarket', effect: { kind: 'occupancy', points: 20 } })]);
  });

  it('needs prices on both sides and homes without an attribute to compare with', () => {
    expect(deriveOpportunities(home({ season: season(0, 0, 0), comparables: market, attributes: ['pool', 'wifi'] }))).toEqual([]);
    const everyone = [comparable(['pool'], true, season(100, 80, 800_000)), comparable(['pool'], true, season(0, 0, 0))];
    expect(deriveOpportunities(home({ comparables: everyone }))).toEqual([]);
    const emptyWithout = [comparable(['pool'], true, season(100, 80, 800_000)), comparable(['pool'], true, season(100, 80, 800_000)), comparable([], false, season(0, 0, 0))];
    expect(deriveOpportunities(home({ comparables: emptyWithout }))).toEqual([]);
    const poolWorse = [comparable(['pool'], true, season(100, 40, 400_000)), comparable(['pool'], true, season(100, 40, 400_000)), comparable([], false, season(100, 90, 900_000))];
    expect(deriveOpportunities(home({ comparables: poolWorse }))).toEqual([]);
    const poolUnlet = [comparable(['pool'], true, season(0, 0, 0)), comparable(['pool'], true, season(0, 0, 0)), comparable([], false, season(100, 90, 900_000))];
    expect(deriveOpportunities(home({ comparables: poolUnlet }))).toEqual([]);
  });
});
