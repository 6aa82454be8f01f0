import type { FastifyInstance } from 'fastify';
import { TwoFactorContactRequest } from '../../contract/support';
import type { RouteContext } from './route-context';
import { parseInput } from './validation';

/** Public support forms (contract support.ts). */
export function registerSupportRoutes(app: FastifyInstance, { services, authRateLimit }: RouteContext): void {
  app.post('/api/2fa/contact-us', { onRequest: authRateLimit }, async (request, reply) => {
    await services.support.twoFactorContact(parseInput(TwoFactorContactRequest, request.body));
    return reply.code(201).send({ success: true });
  });
}
