import { OpportunitiesView } from '../../features/property/opportunities.view';

/** /opportunities: suggestions over the account's homes. */
export default function OpportunitiesPage() {
  return <OpportunitiesView />;
}
