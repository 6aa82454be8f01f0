import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../contract/api-error';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ChannelUnavailable } from '../integrations/code-delivery';
import { Failure } from '../services/failure';

/** Seconds a client should wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Sends a Failure with its status; a 429 also gets Retry-After (ASVS: every throttled answer says when). */
export function sendFailure(reply: FastifyReply, failure: Failure): FastifyReply {
  if (failure.status === 429 && failure.body.retryAfter !== undefined) reply.header('retry-after', String(failure.body.retryAfter));
  return reply.code(failure.status).send(failure.body);
}

const DEBUG_LEVELS = new Set(['debug', 'trace']);

/**
 * One log line per failed request, named by an error id the client also gets. The stack only at
 * debug level: during an outage every request fails the same way, and a stack each would flood the log.
 */
function logFailure(request: FastifyRequest, level: 'warn' | 'error', error: Error, message: string): string {
  const errorId = randomUUID();
  // Not under `err`: pino's error serializer would add the stack again.
  const summary = { type: error.name, message: error.message, code: (error as { code?: unknown }).code };
  request.log[level]({ errorId, error: DEBUG_LEVELS.has(request.log.level) ? { ...summary, stack: error.stack } : summary }, message);
  return errorId;
}

/**
 * One error handler for the whole server: expected failures keep their status and body, Fastify's
 * own client errors (bad JSON, wrong content type, body too large) become contract errors, a
 * database that is down or too slow answers 503 `database_unavailable` with Retry-After, a message
 * for a channel without a provider 503 `delivery_unavailable`, and
 * anything else a bare 500 `internal` (no stack, no message); both carry the error id of their log line.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Failure, request, reply) => {
    if (error instanceof Failure) return sendFailure(reply, error);
    if (isDatabaseUnavailable(error)) {
      const errorId = logFailure(request, 'warn', error, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return reply.code(503).send({ code: 'database_unavailable', retryAfter: DATABASE_RETRY_AFTER_S, errorId } satisfies ApiError);
    }
    if (error instanceof ChannelUnavailable) {
      // The operator's problem, said once at start (serve.ts); the person gets a sentence, not a 500.
      const errorId = logFailure(request, 'error', error, 'message not sent: no provider for its channel');
      return reply.code(503).send({ code: 'delivery_unavailable', errorId } satisfies ApiError);
    }
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
    const errorId = logFailure(request, 'error', error, 'request failed');
    return reply.code(500).send({ code: 'internal', errorId } satisfies ApiError);
  });
}
