import type { FastifyInstance } from 'fastify';
import { ForgotNumberRequest, ForgotPasswordRequest, ResetLinkRequest, ResetPasswordRequest } from '../../contract/recovery';
import type { AccountServices } from '../services/account-services';
import type { RouteContext } from './route-context';
import { requestLocale } from './request-locale';
import { parseInput } from './validation';

/** Recovery while logged out (contract recovery.ts), under the login routes' per-IP limit. */
export function registerRecoveryRoutes(app: FastifyInstance, { authRateLimit, sessions }: RouteContext, { recovery }: AccountServices): void {
  const limited = { onRequest: authRateLimit };

  app.post('/api/password/forgot', limited, async (request, reply) => {
    await recovery.forgotPassword(parseInput(ForgotPasswordRequest, request.body), requestLocale(request));
    return reply.code(202).send();
  });

  // Asked when the reset page opens: a dead link is told before anything is typed.
  app.post('/api/password/reset/check', limited, async (request, reply) => {
    await recovery.checkResetLink(parseInput(ResetLinkRequest, request.body));
    return reply.code(204).send();
  });

  // Every session of the account ends, with its live event streams on every instance.
  app.post('/api/password/reset', limited, async (request, reply) => {
    const ended = await recovery.resetPassword(parseInput(ResetPasswordRequest, request.body), requestLocale(request));
    await sessions.ended(ended);
    return reply.code(204).send();
  });

  app.post('/api/forgot-number', limited, async (request, reply) => {
    await recovery.forgotNumber(parseInput(ForgotNumberRequest, request.body), requestLocale(request));
    return reply.code(202).send();
  });
}
