import type { KyInstance } from 'ky';
import type { BenchmarkLevel } from '../contract/benchmark';
import type { ContractRenewalRequest, DynamicPricingChange } from '../contract/contract-prices';
import type { Language } from '../domain/enumerations';
import type { PropertyGateway } from '../ports/property-gateway';
import { send } from './ky-http';

const prices = () => import('../contract/contract-prices');
const code = (value: string) => encodeURIComponent(value);

export class KyPropertyGateway implements PropertyGateway {
  constructor(private readonly http: KyInstance) {}

  async contractPrices() {
    const { ContractPricesOverview } = await prices();
    return send(() => this.http.get('contract-prices').json(ContractPricesOverview));
  }

  async contractHome(home: string) {
    const { ContractPricesHome } = await prices();
    return send(() => this.http.get(`contract-prices/${code(home)}`).json(ContractPricesHome));
  }

  async contract(home: string, year: number) {
    const { ContractDetail } = await prices();
    return send(() => this.http.get(`contract-prices/${code(home)}/${year}`).json(ContractDetail));
  }

  async requestRenewal(home: string, year: number, request: ContractRenewalRequest) {
    const { ContractDetail } = await prices();
    return send(() => this.http.post(`contract-prices/${code(home)}/${year}/renewal`, { json: request }).json(ContractDetail));
  }

  async dynamicPricing(home: string) {
    const { DynamicPricing } = await prices();
    return send(() => this.http.get(`dynamic-pricing/${code(home)}`).json(DynamicPricing));
  }

  async changeDynamicPricing(home: string, change: DynamicPricingChange) {
    const { DynamicPricing } = await prices();
    return send(() => this.http.put(`dynamic-pricing/${code(home)}`, { json: change }).json(DynamicPricing));
  }

  async pictures(home: string) {
    const { PictureGroups } = await import('../contract/property-profile');
    return send(() => this.http.get('accommodations/profile/pictures', { searchParams: { accommodation: home } }).json(PictureGroups));
  }

  async profile(home: string, language: Language) {
    const { PropertyProfileResponse } = await import('../contract/property-profile');
    return send(() => this.http.get(`accommodations/profile/${code(home)}/${language}`).json(PropertyProfileResponse));
  }

  async benchmark(home: string, level: BenchmarkLevel) {
    const { Benchmark } = await import('../contract/benchmark');
    return send(() => this.http.get(`benchmark/${code(home)}`, { searchParams: { level } }).json(Benchmark));
  }

  async opportunities() {
    const { Opportunities } = await import('../contract/opportunities');
    return send(() => this.http.get('opportunities').json(Opportunities));
  }
}
