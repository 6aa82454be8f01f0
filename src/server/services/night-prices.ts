import type { NightPrices } from '../../contract/calendar';
import { contractPriceOn, effectiveNightlyPrice } from '../../domain/contract-prices';
import { addDays } from '../../domain/date-arithmetic';
import { listContracts, listSeasonsBetween } from '../repositories/contracts-repository';
import { findDynamicPricing, listDemandPrices } from '../repositories/dynamic-pricing-repository';
import type { Executor } from '../repositories/executor';

/**
 * The prices a home's nights from..to (both included) are offered at, leaving out nights before
 * `today` (they cannot be booked any more) and nights no contract season prices: the contract
 * price, or with dynamic pricing on the demand price raised to the owner's minimum (the same rule
 * as the dynamic pricing page).
 */
export async function nightPrices(db: Executor, accommodationId: number, from: string, to: string, today: string): Promise<NightPrices> {
  const start = from < today ? today : from;
  if (start > to) return { currency: await currencyOf(db, accommodationId), nights: [] };
  const [choice, seasons, demand, currency] = await Promise.all([
    findDynamicPricing(db, accommodationId),
    listSeasonsBetween(db, accommodationId, start, to),
    listDemandPrices(db, accommodationId, start, to),
    currencyOf(db, accommodationId),
  ]);
  const nights: NightPrices['nights'][number][] = [];
  for (let date = start; date <= to; date = addDays(date, 1)) {
    const contractCents = contractPriceOn(seasons, date);
    if (contractCents !== null) nights.push({ date, cents: effectiveNightlyPrice(contractCents, demand.get(date) ?? null, choice) });
  }
  return { currency, nights };
}

/** The currency of the home's latest contract (EUR for a home without one, like the dynamic pricing page). */
async function currencyOf(db: Executor, accommodationId: number): Promise<string> {
  return (await listContracts(db, [accommodationId]))[0]?.currency ?? 'EUR';
}
