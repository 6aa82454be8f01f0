import { Failure } from '../services/failure';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';

/** How long a client refused for too many streams should wait (its EventSource retries sooner anyway). */
const STREAM_LIMIT_RETRY_S = 30;

/**
 * GET /api/events: the session's live event stream (server-sent events). The session guard runs
 * first (401 without a session); a session or address with too many open streams gets 429; then
 * the response leaves Fastify (hijack) and stays open, owned by the EventStreams registry, which
 * also writes its headers and takes its socket away from the HTTP server. Helmet's page headers do
 * not apply to a stream (see EventStreams). No HEAD route: a stream's headers say nothing worth a
 * request of their own.
 */
export const eventRoutes: FeatureRoutes = async (app, { streams, requireSession }) => {
  app.get('/api/events', { preHandler: requireSession, helmet: false, exposeHeadRoute: false }, async (request, reply) => {
    const session = sessionOf(request);
    if (streams.refusal(session.id, request.ip)) throw Failure.tooManyRequests(STREAM_LIMIT_RETRY_S);
    reply.hijack();
    streams.open(reply.raw, { accountId: session.accountId, id: session.id }, request.ip);
  });
};
