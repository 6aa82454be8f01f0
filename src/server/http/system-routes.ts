import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Health, RedirectQuery } from '../../contract/system';
import type { RouteContext } from './route-context';
import { parseInput } from './validation';

/** Health check, feature flags and redirect lookups (contract system.ts). */
export function registerSystemRoutes(app: FastifyInstance, { services }: RouteContext): void {
  app.get('/api/health', async (): Promise<z.infer<typeof Health>> => {
    await services.system.checkDatabase();
    return { status: 'ok', database: 'ok' };
  });

  // Depends on the visitor's cookies, so no shared cache may keep it.
  app.get('/__ftrs', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.system.featureFlags(request.cookies);
  });

  app.get('/api/redirects', async (request) => services.system.redirect(parseInput(RedirectQuery, request.query).path));
}
