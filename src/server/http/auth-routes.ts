import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LoginRequest, ResendRequest, VerifyRequest } from '../../contract/auth';
import type { RouteContext } from './route-context';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from './session-guard';
import { parseInput } from './validation';

const ContactParams = z.object({ contactId: z.string().min(1).max(64) });

/** Login with password and second factor, code resends and logout (contract auth.ts). */
export function registerAuthRoutes(app: FastifyInstance, { config, services, authRateLimit }: RouteContext): void {
  const limited = { onRequest: authRateLimit };

  app.post('/api/login', limited, async (request) => services.login.login(parseInput(LoginRequest, request.body)));

  app.post('/api/login/verify', limited, async (request, reply) => {
    const { sessionToken, response } = await services.secondFactor.verify(parseInput(VerifyRequest, request.body));
    setSessionCookie(reply, config, sessionToken);
    return response;
  });

  app.post('/api/login/resend', limited, async (request) => services.secondFactor.resend(parseInput(ResendRequest, request.body).token));

  app.post('/api/login/:contactId/resend', limited, async (request) => {
    const { contactId } = parseInput(ContactParams, request.params);
    return services.secondFactor.resend(parseInput(ResendRequest, request.body).token, contactId);
  });

  // Works without a session too, so a client can always get back to a clean logged-out state. The
  // session's live event streams end with it on every instance (SessionService tells the bus).
  app.post('/api/logout', async (request, reply) => {
    await services.sessions.end(request.cookies[sessionCookieName(config)]);
    clearSessionCookie(reply, config);
    return reply.code(204).send();
  });
}
