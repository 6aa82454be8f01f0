import type { ContractStatus, ContractWorkflow } from './enumerations';

/**
 * Contract prices and dynamic pricing: a contract per home and year holds seasons with a price per
 * night and per week; with dynamic pricing on, the provider adjusts each night to demand but never
 * below the owner's minimum.
 */

/** A season of a contract's price list; both dates inclusive. */
export interface PriceSeason {
  readonly startsOn: string;
  readonly endsOn: string;
  /** Owner's price per night, minor units. */
  readonly nightCents: number;
}

/**
 * The contract price of a night (ISO date): the season containing it (the first one listed on
 * overlap), or null. ISO dates compare as strings.
 */
export function contractPriceOn(seasons: readonly PriceSeason[], night: string): number | null {
  const season = seasons.find((candidate) => candidate.startsOn <= night && night <= candidate.endsOn);
  return season ? season.nightCents : null;
}

/** The owner's dynamic pricing choice. */
export interface DynamicPricingChoice {
  readonly enabled: boolean;
  /** Never below this per night (minor units); null: no minimum of the owner's own. */
  readonly minimumCents: number | null;
}

/**
 * The price a night is offered at: the contract price with dynamic pricing off; with it on, the
 * provider's demand price (the contract price when it has none), raised to the owner's minimum.
 */
export function effectiveNightlyPrice(contractCents: number, demandCents: number | null, choice: DynamicPricingChoice): number {
  if (!choice.enabled) return contractCents;
  return Math.max(demandCents ?? contractCents, choice.minimumCents ?? 0);
}

/** The owner's minimum price per night, minor units: from 1.00 to 100,000.00. */
export const MINIMUM_PRICE_CENTS = { min: 100, max: 10_000_000 } as const;

/** A contract as the renewal rule reads it. */
export interface ContractState {
  readonly status: ContractStatus;
  readonly workflow: ContractWorkflow;
}

/** A contract can be asked for while it waits for renewal (next year's contract of an expiring one). */
export function isRenewalOpen(contract: ContractState): boolean {
  return contract.workflow === 'NeedsRenewal';
}

/** After the owner's renewal request the contract waits for the provider: PENDING, InProgress. */
export function afterRenewalRequest(contract: ContractState): ContractState {
  if (!isRenewalOpen(contract)) return contract;
  return { status: 'PENDING', workflow: 'InProgress' };
}
