import { RedirectQuery } from '../../contract/system';
import { SystemService } from '../services/system-service';
import type { FeatureRoutes } from './route-context';
import { parseInput } from './validation';

/** Feature flags and redirect lookups (contract system.ts); health checks are in health-routes.ts. */
export const systemRoutes: FeatureRoutes = async (app, { config, db }) => {
  const system = new SystemService(db, config.demoMode);

  // Depends on the visitor's cookies, so no shared cache may keep it.
  app.get('/__ftrs', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return system.featureFlags(request.cookies);
  });

  app.get('/api/redirects', async (request) => system.redirect(parseInput(RedirectQuery, request.query).path));
};
