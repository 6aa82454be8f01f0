import type { Benchmark, BenchmarkLevel } from '../contract/benchmark';
import type { ContractDetail, ContractPricesHome, ContractPricesOverview, ContractRenewalRequest, DynamicPricing, DynamicPricingChange } from '../contract/contract-prices';
import type { Opportunities } from '../contract/opportunities';
import type { PictureGroups, PropertyProfileResponse } from '../contract/property-profile';
import type { Language } from '../domain/enumerations';
import { portKey } from './port-key';

/** Contract prices, dynamic pricing, the property profile, the benchmark and opportunities. Throws GatewayError. */
export interface PropertyGateway {
  contractPrices(): Promise<ContractPricesOverview>;
  contractHome(code: string): Promise<ContractPricesHome>;
  contract(code: string, year: number): Promise<ContractDetail>;
  requestRenewal(code: string, year: number, request: ContractRenewalRequest): Promise<ContractDetail>;
  dynamicPricing(code: string): Promise<DynamicPricing>;
  changeDynamicPricing(code: string, change: DynamicPricingChange): Promise<DynamicPricing>;
  pictures(code: string): Promise<PictureGroups>;
  profile(code: string, language: Language): Promise<PropertyProfileResponse>;
  benchmark(code: string, level: BenchmarkLevel): Promise<Benchmark>;
  opportunities(): Promise<Opportunities>;
}

/** The key the app binds the PropertyGateway adapter to. */
export const propertyPort = portKey<PropertyGateway>('property');
