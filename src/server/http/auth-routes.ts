import { LoginRequest, ResendRequest, VerifyRequest } from '../../contract/auth';
import { LoginService } from '../services/login-service';
import type { FeatureRoutes } from './route-context';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from './session-guard';
import { requestLocale } from './request-locale';
import { parseInput } from './validation';
import { ContactParams } from '../../contract/path-params';


/** Login with password and second factor, code resends and logout (contract auth.ts). */
export const authRoutes: FeatureRoutes = async (app, { config, db, clock, codeKey, messages, sessions, secondFactor, codeLimits, authRateLimit }) => {
  const login = new LoginService(db, clock, messages, codeLimits, codeKey);

  const limited = { onRequest: authRateLimit };

  app.post('/api/login', limited, async (request) => login.login(parseInput(LoginRequest, request.body), requestLocale(request)));

  app.post('/api/login/verify', limited, async (request, reply) => {
    const { sessionToken, response } = await secondFactor.verify(parseInput(VerifyRequest, request.body), requestLocale(request));
    await sessions.describe(sessionToken, request.headers['user-agent']);
    setSessionCookie(reply, config, sessionToken);
    return response;
  });

  app.post('/api/login/resend', limited, async (request) => secondFactor.resend(parseInput(ResendRequest, request.body).token, requestLocale(request)));

  app.post('/api/login/:contactId/resend', limited, async (request) => {
    const { contactId } = parseInput(ContactParams, request.params);
    return secondFactor.resend(parseInput(ResendRequest, request.body).token, requestLocale(request), contactId);
  });

  // Works without a session too, so a client can always get back to a clean logged-out state. The
  // session's live event streams end with it on every instance (SessionService tells the bus).
  app.post('/api/logout', async (request, reply) => {
    await sessions.end(request.cookies[sessionCookieName(config)]);
    clearSessionCookie(reply, config);
    return reply.code(204).send();
  });
};
