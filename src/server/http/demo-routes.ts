import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../../contract/system';
import { renderMailbox } from './mailbox-page';
import type { RouteContext } from './route-context';

/** The demo outbox as JSON and as a page. Registered only in demo mode, so they are 404 otherwise. */
export function registerDemoRoutes(app: FastifyInstance, { services }: RouteContext): void {
  app.get('/api/demo/outbox', async (): Promise<OutboxMessage[]> => services.system.outbox());

  app.get('/_demo/mailbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMailbox(await services.system.outbox());
  });
}
