import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterRenewalRequest,
  contractPriceOn,
  effectiveNightlyPrice,
  isRenewalOpen,
  type PriceSeason,
} from '../../src/domain/contract-prices';
import { ContractStatuses, ContractWorkflows } from '../../src/domain/enumerations';
import { assertProperty } from '../support/fast-check';

const cents = fc.integer({ min: 0, max: 1_000_000 });

describe('contract price properties', () => {
  it('with dynamic pricing off a night costs the contract price; on, never less than the minimum', () => {
    assertProperty(
      fc.property(cents, fc.option(cents), fc.boolean(), fc.option(cents), (contract, demand, enabled, minimum) => {
        const price = effectiveNightlyPrice(contract, demand, { enabled, minimumCents: minimum });
        if (!enabled) expect(price).toBe(contract);
        else expect(price).toBeGreaterThanOrEqual(minimum ?? 0);
        if (enabled && (minimum === null || minimum <= (demand ?? contract))) expect(price).toBe(demand ?? contract);
      }),
    );
  });

  it('only a contract waiting for renewal can be asked for, and asking leaves it pending with the provider', () => {
    assertProperty(
      fc.property(fc.constantFrom(...ContractStatuses), fc.constantFrom(...ContractWorkflows), (status, workflow) => {
        const after = afterRenewalRequest({ status, workflow });
        if (isRenewalOpen({ status, workflow })) expect(after).toEqual({ status: 'PENDING', workflow: 'InProgress' });
        else expect(after).toEqual({ status, workflow });
        expect(isRenewalOpen(after)).toBe(false);
      }),
    );
  });
});

describe('contract price examples', () => {
  const seasons: PriceSeason[] = [
    { startsOn: '2026-04-01', endsOn: '2026-06-30', nightCents: 12_000 },
    { startsOn: '2026-07-01', endsOn: '2026-08-31', nightCents: 21_000 },
  ];

  it('finds the season of a night, both ends inclusive', () => {
    expect(contractPriceOn(seasons, '2026-04-01')).toBe(12_000);
    expect(contractPriceOn(seasons, '2026-06-30')).toBe(12_000);
    expect(contractPriceOn(seasons, '2026-07-01')).toBe(21_000);
    expect(contractPriceOn(seasons, '2026-09-01')).toBeNull();
    expect(contractPriceOn(seasons, '2026-03-31')).toBeNull();
  });

  it('raises a demand price to the owner’s minimum', () => {
    expect(effectiveNightlyPrice(21_000, 18_000, { enabled: true, minimumCents: 19_500 })).toBe(19_500);
    expect(effectiveNightlyPrice(21_000, 24_000, { enabled: true, minimumCents: 19_500 })).toBe(24_000);
    expect(effectiveNightlyPrice(21_000, null, { enabled: true, minimumCents: null })).toBe(21_000);
    expect(effectiveNightlyPrice(21_000, 15_000, { enabled: false, minimumCents: 19_500 })).toBe(21_000);
  });
});
