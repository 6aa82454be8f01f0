import { resolvePropertyProfileSlug } from '../../domain/route-params';
import { PropertyProfileView } from '../../features/property/property-profile.view';
import type { PageProps } from '../route-types';
import { propertyModule } from '../modules/property.module';
import { useModules } from '../use-modules';

/** /property-profile/{code}/{language}: the guard already redirected a missing or unknown language to en. */
export default function PropertyProfilePage({ match }: PageProps) {
  useModules(propertyModule);
  const slug = resolvePropertyProfileSlug(match.rest);
  if (slug.kind !== 'ok') return null;
  return <PropertyProfileView code={slug.id} language={slug.language} />;
}
