import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';

/**
 * GET /api/events: the session's live event stream (server-sent events). The session guard runs
 * first (401 without a session); then the response leaves Fastify (hijack) and stays open, owned
 * by the EventStreams registry, which also sets its headers. Helmet's page headers are skipped:
 * each would be kept in memory for every open stream (see EventStreams).
 */
export const eventRoutes: FeatureRoutes = async (app, { streams, requireSession }) => {
  app.get('/api/events', { preHandler: requireSession, helmet: false }, async (request, reply) => {
    const session = sessionOf(request);
    reply.hijack();
    streams.open(reply.raw, { accountId: session.accountId, id: session.id });
  });
};
