import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MarkReadRequest, RatingRequest, RenewalRequest } from '../../contract/inbox';
import type { RouteContext } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

const RenewalParams = z.object({ accommodationCode: z.string().min(1).max(64) });

/** The inbox, the feedback score and renewal answers (contract inbox.ts). */
export function registerInboxRoutes(app: FastifyInstance, { services, requireSession }: RouteContext): void {
  const loggedIn = { preHandler: requireSession };

  app.get('/api/inbox/notifications', loggedIn, async (request) => services.inbox.list(sessionOf(request).accountId));

  app.get('/api/inbox/status', loggedIn, async (request) => services.inbox.status(sessionOf(request).accountId));

  app.post('/api/inbox/read', loggedIn, async (request, reply) => {
    await services.inbox.markRead(sessionOf(request).accountId, parseInput(MarkReadRequest, request.body).messageId);
    return reply.code(204).send();
  });

  app.post('/api/rating', loggedIn, async (request) => services.inbox.rate(sessionOf(request).accountId, parseInput(RatingRequest, request.body).rating));

  app.post('/api/contracts/:accommodationCode/renewal', loggedIn, async (request) => {
    const { accommodationCode } = parseInput(RenewalParams, request.params);
    return services.inbox.renew(sessionOf(request).accountId, accommodationCode, parseInput(RenewalRequest, request.body).mode);
  });
}
