import type { FastifyInstance } from 'fastify';
import { RedirectQuery } from '../../contract/system';
import type { RouteContext } from './route-context';
import { parseInput } from './validation';

/** Feature flags and redirect lookups (contract system.ts); health checks are in health-routes.ts. */
export function registerSystemRoutes(app: FastifyInstance, { services }: RouteContext): void {
  // Depends on the visitor's cookies, so no shared cache may keep it.
  app.get('/__ftrs', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.system.featureFlags(request.cookies);
  });

  app.get('/api/redirects', async (request) => services.system.redirect(parseInput(RedirectQuery, request.query).path));
}
