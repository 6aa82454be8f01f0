import type { FastifyInstance } from 'fastify';
import { ChangePasswordRequest, SaveTaxIdsRequest } from '../../contract/profile';
import type { RouteContext } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/** The signed-in account's profile, tax / legal data and password (contract profile.ts). */
export function registerProfileRoutes(app: FastifyInstance, { services, requireSession, authRateLimit }: RouteContext): void {
  const loggedIn = { preHandler: requireSession };

  app.get('/api/profile', loggedIn, async (request) => services.profile.get(sessionOf(request).accountId));

  app.get('/api/tax-legal-data', loggedIn, async (request) => services.tax.list(sessionOf(request).accountId));

  app.post('/api/tax-ids', loggedIn, async (request) => services.tax.save(sessionOf(request), parseInput(SaveTaxIdsRequest, request.body)));

  // The current password is checked here too, so this route shares the login routes' per-IP limit.
  app.post('/api/profile/password', { onRequest: authRateLimit, preHandler: requireSession }, async (request, reply) => {
    await services.password.change(sessionOf(request), parseInput(ChangePasswordRequest, request.body));
    return reply.code(204).send();
  });
}
