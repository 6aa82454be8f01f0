import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BenchmarkLevel } from '../../contract/benchmark';
import type { ContractRenewalRequest, DynamicPricingChange } from '../../contract/contract-prices';
import { PICTURES_CACHE_HOURS } from '../../domain/constants';
import type { Language } from '../../domain/enumerations';
import { propertyPort } from '../../ports/property-gateway';
import { invalidate, invalidatedBy, queryKeys } from '../../ports/query-keys';
import { usePort } from '../../ports/use-port';

/** Every home with its contracts. */
export function useContractPrices() {
  const gateway = usePort(propertyPort);
  return useQuery({ queryKey: queryKeys.contractPrices(), queryFn: () => gateway.contractPrices() });
}

/** One home's contracts. */
export function useContractHome(code: string) {
  const gateway = usePort(propertyPort);
  return useQuery({ queryKey: queryKeys.contractHome(code), queryFn: () => gateway.contractHome(code) });
}

/** One contract with its price list. */
export function useContract(code: string, year: number) {
  const gateway = usePort(propertyPort);
  return useQuery({ queryKey: queryKeys.contract(code, year), queryFn: () => gateway.contract(code, year) });
}

/** Asks for a contract; the contracts, the inbox cards and the overview's task reload afterwards. */
export function useRequestRenewal(code: string, year: number) {
  const gateway = usePort(propertyPort);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ContractRenewalRequest) => gateway.requestRenewal(code, year, request),
    onSuccess: () => invalidate(queryClient, invalidatedBy.contractRenewed),
  });
}

/** The dynamic pricing choice and the coming nights. */
export function useDynamicPricing(code: string) {
  const gateway = usePort(propertyPort);
  return useQuery({ queryKey: queryKeys.dynamicPricing(code), queryFn: () => gateway.dynamicPricing(code) });
}

/** Changes dynamic pricing (after the owner confirmed); prices and opportunities reload. */
export function useChangeDynamicPricing(code: string) {
  const gateway = usePort(propertyPort);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DynamicPricingChange) => gateway.changeDynamicPricing(code, change),
    onSuccess: () => invalidate(queryClient, invalidatedBy.dynamicPricingChanged),
  });
}

/** The picture groups: kept 24 hours (spec 9), per interface language (captions follow it). */
export function usePictures(code: string, locale: string) {
  const gateway = usePort(propertyPort);
  return useQuery({ queryKey: queryKeys.pictures(code, locale), queryFn: () => gateway.pictures(code), staleTime: PICTURES_CACHE_HOURS * 3_600_000 });
}

/**
 * The profile in a content language; runs only when both the home and the language are known
 * (spec 7). While another language loads, the previous one stays on screen, so the page keeps its
 * height and the scroll position holds (spec 2).
 */
export function usePropertyProfile(code: string | null, language: Language | null) {
  const gateway = usePort(propertyPort);
  return useQuery({
    queryKey: queryKeys.propertyProfile(code ?? '', language ?? ''),
    queryFn: () => gateway.profile(code!, language!),
    enabled: Boolean(code && language),
    placeholderData: keepPreviousData,
  });
}

/** The home against comparable homes at a level. */
export function useBenchmark(code: string, level: BenchmarkLevel) {
  const gateway = usePort(propertyPort);
  return useQuery({ queryKey: queryKeys.benchmark(code, level), queryFn: () => gateway.benchmark(code, level) });
}

/** Suggestions over the account's homes. */
export function useOpportunities() {
  const gateway = usePort(propertyPort);
  return useQuery({ queryKey: queryKeys.opportunities(), queryFn: () => gateway.opportunities() });
}
