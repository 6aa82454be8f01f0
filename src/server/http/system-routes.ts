import type { z } from 'zod';
import { type Health, RedirectQuery } from '../../contract/system';
import { SystemService } from '../services/system-service';
import type { FeatureRoutes } from './route-context';
import { parseInput } from './validation';

/** Health check, feature flags and redirect lookups (contract system.ts). */
export const systemRoutes: FeatureRoutes = async (app, { config, db }) => {
  const system = new SystemService(db, config.demoMode);

  app.get('/api/health', async (): Promise<z.infer<typeof Health>> => {
    await system.checkDatabase();
    return { status: 'ok', database: 'ok' };
  });

  // Depends on the visitor's cookies, so no shared cache may keep it.
  app.get('/__ftrs', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return system.featureFlags(request.cookies);
  });

  app.get('/api/redirects', async (request) => system.redirect(parseInput(RedirectQuery, request.query).path));
};
