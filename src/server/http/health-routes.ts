import type { FastifyInstance } from 'fastify';
import type { Health } from '../../contract/system';
import type { HealthService } from '../services/health-service';

/**
 * Health checks for operators and load balancers, each answering within 2 s:
 * - GET /api/health: 200 `{database: 'up', events: 'up'}`, or 503 naming what is down;
 * - GET /api/health/ready (readiness): the same, and 503 with `stopping: true` once shutdown began,
 *   so a load balancer sends no new requests to an instance that is draining;
 * - GET /api/health/live (liveness): 200 while the process serves requests at all. It does not
 *   touch the database: restarting a server because its database is down would not help.
 */
export function registerHealthRoutes(app: FastifyInstance, health: HealthService, stopping: () => boolean): void {
  const answer = async (withStopping: boolean) => {
    const result: Health = await health.check();
    if (withStopping && stopping()) result.stopping = true;
    const up = result.database === 'up' && result.events === 'up' && !result.stopping;
    return { status: up ? 200 : 503, result };
  };
  app.get('/api/health', async (_request, reply) => {
    const { status, result } = await answer(false);
    return reply.code(status).send(result);
  });
  app.get('/api/health/ready', async (_request, reply) => {
    const { status, result } = await answer(true);
    return reply.code(status).send(result);
  });
  app.get('/api/health/live', async () => ({ status: 'ok' }));
}
