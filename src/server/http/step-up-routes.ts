import type { FastifyInstance } from 'fastify';
import { StepUpPasskeyRequest, StepUpVerifyRequest } from '../../contract/step-up';
import type { AccountServices } from '../services/account-services';
import type { RouteContext } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/**
 * Step-up (contract step-up.ts): any slice can require a fresh second factor with
 * `stepUp.requireFresh(session)`; the client answers a 403 step_up_required with these routes.
 */
export function registerStepUpRoutes(app: FastifyInstance, { requireSession, authRateLimit }: RouteContext, { stepUp }: AccountServices): void {
  const loggedIn = { preHandler: requireSession };
  const limited = { onRequest: authRateLimit, preHandler: requireSession };

  app.get('/api/step-up', loggedIn, async (request) => stepUp.status(sessionOf(request)));
  app.post('/api/step-up', limited, async (request) => stepUp.start(sessionOf(request)));
  app.post('/api/step-up/verify', limited, async (request) => stepUp.verifyCode(sessionOf(request), parseInput(StepUpVerifyRequest, request.body).code));
  app.post('/api/step-up/passkey/options', limited, async (request) => stepUp.passkeyOptions(sessionOf(request)));
  app.post('/api/step-up/passkey/verify', limited, async (request) =>
    stepUp.verifyPasskey(sessionOf(request), parseInput(StepUpPasskeyRequest, request.body).response),
  );
}
