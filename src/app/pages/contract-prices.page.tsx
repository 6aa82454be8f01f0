import { parseContractPricesSlug } from '../../domain/route-params';
import { ContractHomeView } from '../../features/property/contract-home.view';
import { ContractPricesView } from '../../features/property/contract-prices.view';
import { ContractYearView } from '../../features/property/contract-year.view';
import type { PageProps } from '../route-types';
import { propertyModule } from '../modules/property.module';
import { useModules } from '../use-modules';

/** /contract-prices[/{code}[/{year}]]: the overview, one home, or one year's contract. */
export default function ContractPricesPage({ match }: PageProps) {
  useModules(propertyModule);
  const slug = parseContractPricesSlug(match.rest);
  switch (slug.kind) {
    case 'overview':
      return <ContractPricesView />;
    case 'accommodation':
      return <ContractHomeView key={slug.accommodationCode} code={slug.accommodationCode} />;
    case 'year':
      return <ContractYearView key={`${slug.accommodationCode}/${slug.year}`} code={slug.accommodationCode} year={slug.year} />;
    case 'invalid':
      return null;
  }
}
