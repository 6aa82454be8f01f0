import { OpportunitiesView } from '../../features/property/opportunities.view';
import { propertyModule } from '../modules/property.module';
import { useModules } from '../use-modules';

/** /opportunities: suggestions over the account's homes. */
export default function OpportunitiesPage() {
  useModules(propertyModule);
  return <OpportunitiesView />;
}
