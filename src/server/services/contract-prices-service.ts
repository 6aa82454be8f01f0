import type { Kysely } from 'kysely';
import type {
  ContractDetail,
  ContractPricesHome,
  ContractPricesOverview,
  ContractSummary,
  DynamicPricing,
  DynamicPricingChange,
} from '../../contract/contract-prices';
import { PriceInclusions } from '../../contract/contract-prices';
import { contractPriceOn, effectiveNightlyPrice, isRenewalOpen } from '../../domain/contract-prices';
import type { Database } from '../db/schema';
import { type ContractRecord, findContract, listContracts, listSeasons, listSeasonsBetween } from '../repositories/contracts-repository';
import {
  changeDynamicPricing,
  findDynamicPricing,
  homesWithDynamicPricing,
  listDemandPrices,
  listDynamicPricingChanges,
} from '../repositories/dynamic-pricing-repository';
import { markRenewalHandled } from '../repositories/notifications-repository';
import { findOwnHome, listOwnHomes, type OwnHome } from '../repositories/own-homes-repository';
import { upsertRenewal } from '../repositories/renewals-repository';
import { type Clock, today } from './clock';
import { requestContractRenewal } from './contract-renewal';
import { Failure } from './failure';

/** The coming nights the dynamic pricing view lists. */
export const PRICED_NIGHTS = 120;

const canChange = (home: OwnHome) => home.relation !== 'keyholder';

function summary(contract: ContractRecord): ContractSummary {
  return {
    year: contract.year,
    type: contract.type,
    status: contract.status,
    workflow: contract.workflow,
    validFrom: contract.validFrom,
    validTo: contract.validTo,
    currency: contract.currency,
    renewalOpen: isRenewalOpen(contract),
  };
}

/** Contract prices, renewal requests and dynamic pricing of the account's homes (ViewContractPrices). */
export class ContractPricesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  private async home(accountId: number, code: string): Promise<OwnHome> {
    const home = await findOwnHome(this.db, accountId, code);
    if (!home) throw Failure.notFound();
    return home;
  }

  private async homesWithContracts(homes: readonly OwnHome[]): Promise<ContractPricesHome[]> {
    const ids = homes.map((home) => home.id);
    const [contracts, dynamic] = await Promise.all([listContracts(this.db, ids), homesWithDynamicPricing(this.db, ids)]);
    return homes.map((home) => ({
      code: home.code,
      name: home.name,
      country: home.country,
      region: home.region,
      place: home.place,
      canChange: canChange(home),
      dynamicPricing: dynamic.has(home.id),
      contracts: contracts.filter((contract) => contract.accommodationId === home.id).map(summary),
    }));
  }

  async overview(accountId: number): Promise<ContractPricesOverview> {
    return { accommodations: await this.homesWithContracts(await listOwnHomes(this.db, accountId)) };
  }

  async accommodation(accountId: number, code: string): Promise<ContractPricesHome> {
    const [home] = await this.homesWithContracts([await this.home(accountId, code)]);
    return home!;
  }

  async contract(accountId: number, code: string, year: number): Promise<ContractDetail> {
    const home = await this.home(accountId, code);
    const contract = await findContract(this.db, home.id, year);
    if (!contract) throw Failure.notFound();
    return {
      accommodation: { code: home.code, name: home.name },
      canChange: canChange(home),
      contract: summary(contract),
      seasons: await listSeasons(this.db, contract.id),
      documentation: {
        confirmedOn: contract.pricesConfirmedOn,
        commissionPercent: contract.commissionPercent,
        includes: contract.includes.filter((item): item is (typeof PriceInclusions)[number] => (PriceInclusions as readonly string[]).includes(item)),
      },
      renewal:
        contract.renewalMode && contract.renewalRequestedAt
          ? {
              mode: contract.renewalMode,
              priceChangePercent: contract.renewalPriceChangePercent ?? 0,
              message: contract.renewalMessage ?? '',
              requestedAt: contract.renewalRequestedAt.toISOString(),
            }
          : null,
    };
  }

  /**
   * The owner asks for a contract waiting for renewal: it becomes PENDING/InProgress with the
   * request stored, the renewal answer is recorded for the year (as the inbox's renewal card does)
   * and the home's renewal and contract cards are marked handled. Keyholders cannot (403); a
   * contract that is not open for renewal answers 409 renewal_not_open and changes nothing.
   */
  async requestRenewal(
    accountId: number,
    code: string,
    year: number,
    request: { mode: 'auto' | 'manual'; priceChangePercent: number; message: string },
  ): Promise<ContractDetail> {
    const home = await this.home(accountId, code);
    if (!canChange(home)) throw Failure.forbidden();
    await this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const outcome = await requestContractRenewal(trx, { accommodationId: home.id, year, ...request, message: request.message.trim(), accountId, now });
      if (outcome === 'missing') throw Failure.notFound();
      if (outcome === 'closed') throw Failure.conflict('renewal_not_open');
      await upsertRenewal(trx, { accommodationId: home.id, year, mode: request.mode, accountId, now });
      await markRenewalHandled(trx, accountId, code, request.mode, now);
    });
    return this.contract(accountId, code, year);
  }

  /** The owner's dynamic pricing choice and the coming nights: contract price, demand price, offered price. */
  async dynamicPricing(accountId: number, code: string): Promise<DynamicPricing> {
    const home = await this.home(accountId, code);
    const from = today(this.clock);
    const to = from.add({ days: PRICED_NIGHTS - 1 });
    const [choice, seasons, demand, changes, contracts] = await Promise.all([
      findDynamicPricing(this.db, home.id),
      listSeasonsBetween(this.db, home.id, from.toString(), to.toString()),
      listDemandPrices(this.db, home.id, from.toString(), to.toString()),
      listDynamicPricingChanges(this.db, home.id),
      listContracts(this.db, [home.id]),
    ]);
    const nights = Array.from({ length: PRICED_NIGHTS }, (_, index) => {
      const date = from.add({ days: index }).toString();
      const contractCents = contractPriceOn(seasons, date);
      const demandCents = demand.get(date) ?? null;
      return { date, contractCents, demandCents, priceCents: contractCents === null ? null : effectiveNightlyPrice(contractCents, demandCents, choice) };
    });
    return {
      accommodationCode: home.code,
      currency: contracts[0]?.currency ?? 'EUR',
      canChange: canChange(home),
      enabled: choice.enabled,
      minimumCents: choice.minimumCents,
      nights,
      changes: changes.map((change) => ({ changedAt: change.changedAt.toISOString(), enabled: change.enabled, minimumCents: change.minimumCents })),
    };
  }

  /** Sets the owner's confirmed choice and records the change; keyholders cannot (403). */
  async changeDynamicPricing(accountId: number, code: string, change: DynamicPricingChange): Promise<DynamicPricing> {
    const home = await this.home(accountId, code);
    if (!canChange(home)) throw Failure.forbidden();
    await this.db.transaction().execute((trx) =>
      changeDynamicPricing(trx, { accommodationId: home.id, accountId, enabled: change.enabled, minimumCents: change.minimumCents, now: this.clock.now() }),
    );
    return this.dynamicPricing(accountId, code);
  }
}
