import * as z from 'zod/mini';
import { MINIMUM_PRICE_CENTS } from '../domain/contract-prices';
import { ContractStatuses, ContractTypes, ContractWorkflows } from '../domain/enumerations';
import { ACCOMMODATION_CODE } from '../domain/patterns';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const SeasonNames = ['low', 'mid', 'high', 'peak'] as const;
export const PriceInclusions = ['cleaning', 'linen', 'utilities', 'touristTax'] as const;
export const RenewalModes = ['auto', 'manual'] as const;

/** One contract of a home: a year, its type, status and workflow state. */
export const ContractSummary = z.object({
  year: z.number(),
  type: z.enum(ContractTypes),
  status: z.enum(ContractStatuses),
  workflow: z.enum(ContractWorkflows),
  validFrom: isoDate,
  validTo: isoDate,
  currency: z.string(),
  /** The owner can ask for this contract now (POST …/renewal). */
  renewalOpen: z.boolean(),
});
export type ContractSummary = z.infer<typeof ContractSummary>;

/** A home with its contracts, newest year first. */
export const ContractPricesHome = z.object({
  code: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string(),
  place: z.string(),
  /** Keyholders see prices but cannot ask for renewals or change dynamic pricing. */
  canChange: z.boolean(),
  dynamicPricing: z.boolean(),
  contracts: z.array(ContractSummary),
});
export type ContractPricesHome = z.infer<typeof ContractPricesHome>;

/** GET /api/contract-prices: the account's homes (by name) with their contracts. */
export const ContractPricesOverview = z.object({ accommodations: z.array(ContractPricesHome) });
export type ContractPricesOverview = z.infer<typeof ContractPricesOverview>;

/** A season of a contract's price list; dates inclusive; prices in minor units of the contract's currency. */
export const ContractSeason = z.object({
  name: z.enum(SeasonNames),
  startsOn: isoDate,
  endsOn: isoDate,
  nightCents: z.number(),
  weekCents: z.number(),
  minNights: z.number(),
});
export type ContractSeason = z.infer<typeof ContractSeason>;

/** The owner's renewal request of a contract. */
export const RenewalRequestRecord = z.object({
  mode: z.enum(RenewalModes),
  priceChangePercent: z.number(),
  message: z.string(),
  requestedAt: z.string(),
});

/** GET /api/contract-prices/{code}/{year}: one contract with its price list and price documentation. */
export const ContractDetail = z.object({
  accommodation: z.object({ code: z.string(), name: z.string() }),
  canChange: z.boolean(),
  contract: ContractSummary,
  seasons: z.array(ContractSeason),
  documentation: z.object({
    /** The day the provider confirmed these prices. */
    confirmedOn: isoDate,
    /** The provider's commission on guest prices, percent. */
    commissionPercent: z.number(),
    /** What the owner's price includes. */
    includes: z.array(z.enum(PriceInclusions)),
  }),
  renewal: z.nullable(RenewalRequestRecord),
});
export type ContractDetail = z.infer<typeof ContractDetail>;

/** Path of the per-home endpoints. */
export const ContractHomeParams = z.object({ code: z.string().check(z.regex(ACCOMMODATION_CODE)) });
/** Path of the per-contract endpoints. */
export const ContractYearParams = z.object({
  code: z.string().check(z.regex(ACCOMMODATION_CODE)),
  year: z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100)),
});

/** POST /api/contract-prices/{code}/{year}/renewal: ask for the contract, with a wish for its prices. */
export const ContractRenewalRequest = z.object({
  mode: z.enum(RenewalModes),
  /** Change of all prices the owner asks for, whole percent. */
  priceChangePercent: z._default(z.number().check(z.int(), z.gte(-20), z.lte(20)), 0),
  message: z._default(z.string().check(z.maxLength(1000)), ''),
});
export type ContractRenewalRequest = z.input<typeof ContractRenewalRequest>;

/** One night of the coming months: the contract price, the provider's demand price, what it is offered at. */
export const PricedNight = z.object({
  date: isoDate,
  contractCents: z.nullable(z.number()),
  demandCents: z.nullable(z.number()),
  priceCents: z.nullable(z.number()),
});
export type PricedNight = z.infer<typeof PricedNight>;

/** GET /api/dynamic-pricing/{code}: the owner's choice, the coming nights and the recorded changes. */
export const DynamicPricing = z.object({
  accommodationCode: z.string(),
  currency: z.string(),
  canChange: z.boolean(),
  enabled: z.boolean(),
  minimumCents: z.nullable(z.number()),
  nights: z.array(PricedNight),
  changes: z.array(z.object({ changedAt: z.string(), enabled: z.boolean(), minimumCents: z.nullable(z.number()) })),
});
export type DynamicPricing = z.infer<typeof DynamicPricing>;

/** PUT /api/dynamic-pricing/{code}: the confirmed change. */
export const DynamicPricingChange = z.object({
  enabled: z.boolean(),
  minimumCents: z.nullable(z.number().check(z.int(), z.gte(MINIMUM_PRICE_CENTS.min), z.lte(MINIMUM_PRICE_CENTS.max))),
  /** The owner confirmed the change in the dialog. */
  confirmed: z.literal(true),
});
export type DynamicPricingChange = z.infer<typeof DynamicPricingChange>;
