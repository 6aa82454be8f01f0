import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './route-context';
import { sessionOf } from './session-guard';

/** The start page's data (contract dashboard.ts). */
export function registerDashboardRoutes(app: FastifyInstance, { services, requireSession }: RouteContext): void {
  app.get('/api/dashboard', { preHandler: requireSession }, async (request) => services.dashboard.get(sessionOf(request)));
}
