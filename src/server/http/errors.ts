import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '../../contract/api-error';
import { Failure } from '../services/failure';

/** Sends a Failure with its status; a 429 also gets Retry-After (ASVS: every throttled answer says when). */
export function sendFailure(reply: FastifyReply, failure: Failure): FastifyReply {
  if (failure.status === 429 && failure.body.retryAfter !== undefined) reply.header('retry-after', String(failure.body.retryAfter));
  return reply.code(failure.status).send(failure.body);
}

/**
 * One error handler for the whole server: expected failures keep their status and body, Fastify's
 * own client errors (bad JSON, wrong content type, body too large) become contract errors, and
 * anything else is logged and answered with a bare 500 `internal` (no stack, no message).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Failure, request, reply) => {
    if (error instanceof Failure) return sendFailure(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 404 ? 'not_found' : status === 403 ? 'forbidden' : status === 429 ? 'too_many_requests' : 'invalid_request';
      const body: ApiError = { code };
      if (status === 429) {
        const retryAfter = Number(reply.getHeader('retry-after') ?? 60);
        reply.header('retry-after', String(retryAfter));
        body.retryAfter = retryAfter;
      }
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'internal' } satisfies ApiError);
  });
}
