import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { BenchmarkLevel } from '../../contract/benchmark';
import { resolveBenchmarkSlug } from '../../domain/route-params';
import { BenchmarkView } from '../../features/property/benchmark.view';
import type { PageProps } from '../route-types';
import { propertyModule } from '../modules/property.module';
import { useModules } from '../use-modules';

/** /property-benchmark/{code}[/{country|region|place}/{value}]: the code alone compares within the region. */
export default function PropertyBenchmarkPage({ match }: PageProps) {
  useModules(propertyModule);
  const [, navigate] = useLocation();
  // A place that is not the home's (an edited or old link) goes to the overview, as a malformed address does.
  const toOverview = useCallback(() => navigate('/', { replace: true }), [navigate]);
  const slug = resolveBenchmarkSlug(match.rest);
  if (slug.kind !== 'ok') return null;
  const level = (slug.level?.toLowerCase() ?? 'region') as BenchmarkLevel;
  return <BenchmarkView key={`${slug.accommodationCode}/${level}`} code={slug.accommodationCode} level={level} location={slug.location} onUnknownLocation={toOverview} />;
}
