import type { FastifyInstance } from 'fastify';
import { PasskeyLoginRequest, PasskeyPrompt, RegisterPasskeyRequest, RenamePasskeyRequest } from '../../contract/passkeys';
import type { AccountServices } from '../services/account-services';
import type { RouteContext } from './route-context';
import { sessionOf, setSessionCookie } from './session-guard';
import { requestLocale } from './request-locale';
import { parseInput } from './validation';
import { PasskeyParams } from '../../contract/path-params';


/** Passkeys (contract passkeys.ts): the owner's list, registration, the passkey sign-in and the prompt preference. */
export function registerPasskeyRoutes(app: FastifyInstance, { config, requireSession, authRateLimit, sessions }: RouteContext, { passkeys }: AccountServices): void {
  const loggedIn = { preHandler: requireSession };
  const limited = { onRequest: authRateLimit };

  app.get('/api/passkeys', loggedIn, async (request) => passkeys.list(sessionOf(request)));

  app.post('/api/passkeys/registration/options', loggedIn, async (request) => passkeys.registrationOptions(sessionOf(request)));

  app.post('/api/passkeys/registration/verify', loggedIn, async (request, reply) => {
    const passkey = await passkeys.register(sessionOf(request), parseInput(RegisterPasskeyRequest, request.body));
    return reply.code(201).send(passkey);
  });

  app.patch('/api/passkeys/:id', loggedIn, async (request) =>
    passkeys.rename(sessionOf(request), parseInput(PasskeyParams, request.params).id, parseInput(RenamePasskeyRequest, request.body).name),
  );

  app.delete('/api/passkeys/:id', loggedIn, async (request, reply) => {
    await passkeys.remove(sessionOf(request), parseInput(PasskeyParams, request.params).id);
    return reply.code(204).send();
  });

  app.post('/api/passkeys/login/options', limited, async () => passkeys.loginOptions());

  app.post('/api/passkeys/login/verify', limited, async (request, reply) => {
    const { sessionToken, response } = await passkeys.login(parseInput(PasskeyLoginRequest, request.body), requestLocale(request));
    await sessions.describe(sessionToken, request.headers['user-agent']);
    setSessionCookie(reply, config, sessionToken);
    return response;
  });

  app.get('/api/passkeys/prompt', loggedIn, async (request) => passkeys.promptStatus(sessionOf(request)));
  app.put('/api/passkeys/prompt', loggedIn, async (request) => passkeys.setPrompt(sessionOf(request), parseInput(PasskeyPrompt, request.body).remind));
}
