import type { Benchmark } from '../../../src/contract/benchmark';
import type { ContractDetail, ContractPricesHome, DynamicPricing } from '../../../src/contract/contract-prices';
import type { PropertyGateway } from '../../../src/ports/property-gateway';

export const home: ContractPricesHome = {
  code: 'DK1234.001.1',
  name: 'Sommerhus Klitten',
  country: 'DK',
  region: 'Jutland',
  place: 'Blåvand',
  canChange: true,
  dynamicPricing: false,
  contracts: [
    { year: 2027, type: 'Regular', status: 'NEW', workflow: 'NeedsRenewal', validFrom: '2027-01-01', validTo: '2027-12-31', currency: 'DKK', renewalOpen: true },
    { year: 2026, type: 'Regular', status: 'EXPIRING', workflow: 'Expiring', validFrom: '2026-01-01', validTo: '2026-12-31', currency: 'DKK', renewalOpen: false },
  ],
};

export const detail: ContractDetail = {
  accommodation: { code: home.code, name: home.name },
  canChange: true,
  contract: home.contracts[0]!,
  seasons: [
    { name: 'low', startsOn: '2027-01-01', endsOn: '2027-05-31', nightCents: 66_500, weekCents: 419_000, minNights: 3 },
    { name: 'peak', startsOn: '2027-08-01', endsOn: '2027-08-31', nightCents: 118_800, weekCents: 748_400, minNights: 7 },
  ],
  documentation: { confirmedOn: '2026-11-20', commissionPercent: 20, includes: ['linen', 'touristTax'] },
  renewal: null,
};

export const pricing: DynamicPricing = {
  accommodationCode: home.code,
  currency: 'DKK',
  canChange: true,
  enabled: false,
  minimumCents: null,
  nights: [
    { date: '2026-11-29', contractCents: 66_500, demandCents: 70_000, priceCents: 66_500 },
    { date: '2026-11-30', contractCents: 66_500, demandCents: 60_000, priceCents: 66_500 },
    { date: '2026-12-01', contractCents: 66_500, demandCents: null, priceCents: 66_500 },
  ],
  changes: [],
};

const figures = (occupancy: number | null) => ({ occupancy, averageNightlyPrice: 20_000, revenuePerAvailableNight: 14_000, reviewScore: 4.5, leadTime: 60 });

export const benchmark: Benchmark = {
  accommodation: { code: 'HR2731.100.1', name: 'Villa Lavanda' },
  level: 'region',
  location: 'Istria',
  locations: [
    { level: 'country', location: 'HR', comparableHomes: 40 },
    { level: 'region', location: 'Istria', comparableHomes: 15 },
    { level: 'place', location: 'Poreč', comparableHomes: 6 },
  ],
  year: 2026,
  currency: 'EUR',
  comparableHomes: 15,
  months: [
    { month: '2026-06', home: figures(0.6), market: figures(0.62) },
    { month: '2026-07', home: figures(0.7), market: figures(0.82) },
  ],
  season: { home: figures(0.65), market: figures(0.72) },
  reading: [{ metric: 'occupancy', month: '2026-07', direction: 'below', difference: 12 }],
};

/** A gateway answering the fixtures above; override what a test needs. */
export function fakeGateway(overrides: Partial<PropertyGateway> = {}): PropertyGateway {
  return {
    contractPrices: async () => ({ accommodations: [home] }),
    contractHome: async () => home,
    contract: async () => detail,
    requestRenewal: async (_code, _year, request) => ({
      ...detail,
      contract: { ...detail.contract, status: 'PENDING', workflow: 'InProgress', renewalOpen: false },
      renewal: { mode: request.mode, priceChangePercent: request.priceChangePercent ?? 0, message: request.message ?? '', requestedAt: '2026-11-22T10:00:00Z' },
    }),
    dynamicPricing: async () => pricing,
    changeDynamicPricing: async (_code, change) => ({ ...pricing, enabled: change.enabled, minimumCents: change.minimumCents }),
    pictures: async () => [],
    profile: async () => {
      throw new Error('not used');
    },
    benchmark: async () => benchmark,
    opportunities: async () => ({ seasonYear: 2025, content: [] }),
    ...overrides,
  };
}
