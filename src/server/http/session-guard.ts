import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '../../contract/cookies';
import type { Config } from '../config';
import { Failure } from '../services/failure';
import { SESSION_ABSOLUTE_MS, type SessionInfo, type SessionService } from '../services/session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard on logged-in routes. */
    session: SessionInfo | null;
  }
}

/**
 * The session cookie's name: `__Host-` (Secure, host-only, Path=/ enforced by browsers) when the
 * portal is served over https; plain on http://localhost, where browsers refuse Secure cookies.
 */
export function sessionCookieName(config: Pick<Config, 'secure'>): string {
  return config.secure ? '__Host-portal_session' : 'portal_session';
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  const options = { path: '/', sameSite: 'lax', secure: config.secure, maxAge: SESSION_ABSOLUTE_MS / 1000 } as const;
  reply.setCookie(sessionCookieName(config), token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secure });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure: config.secure });
}

/**
 * The guard of logged-in routes: a valid session or 401 unauthenticated; while the account must set
 * a new password, 403 password_change_required on every route but these (logout needs no session).
 */
export type SessionGuard = (request: FastifyRequest) => Promise<void>;

/** What a session that must change its password may still do: read its profile and change the password. */
const OPEN_DURING_PASSWORD_CHANGE = new Set(['GET /api/profile', 'POST /api/profile/password']);

/** Decorates requests with `session` and returns the preHandler that fills it. */
export function registerSessionGuard(app: FastifyInstance, config: Config, sessions: SessionService): SessionGuard {
  app.decorateRequest('session', null);
  const cookieName = sessionCookieName(config);
  return async (request) => {
    const session = await sessions.resume(request.cookies[cookieName]);
    if (!session) throw Failure.unauthorized('unauthenticated');
    if (session.requireNewPassword && !OPEN_DURING_PASSWORD_CHANGE.has(`${request.method} ${request.routeOptions.url}`)) {
      throw Failure.forbidden('password_change_required');
    }
    request.session = session;
  };
}

/** The session of a request that passed the guard. */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw Failure.unauthorized('unauthenticated');
  return request.session;
}
