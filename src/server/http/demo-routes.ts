import type { OutboxMessage } from '../../contract/system';
import { DemoService } from '../services/demo-service';
import { SystemService } from '../services/system-service';
import { renderMailbox } from './mailbox-page';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';
import { DemoNotificationRequest } from '../../contract/path-params';


/**
 * The demo outbox as JSON and as a page, and events on demand for the signed-in account (a new
 * booking, a notification of any type). Registered only in demo mode, so they are 404 otherwise.
 */
export const demoRoutes: FeatureRoutes = async (app, { config, db, clock, notifications, requireSession }) => {
  if (!config.demoMode) return;
  const system = new SystemService(db, config.demoMode);
  const demo = new DemoService(db, clock, notifications);

  app.get('/api/demo/outbox', async (): Promise<OutboxMessage[]> => system.outbox());

  app.get('/_demo/mailbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMailbox(await system.outbox());
  });

  app.post('/api/demo/booking', { preHandler: requireSession }, async (request, reply) => {
    return reply.code(201).send(await demo.booking(sessionOf(request).accountId));
  });

  app.post('/api/demo/notification', { preHandler: requireSession }, async (request, reply) => {
    const { type } = parseInput(DemoNotificationRequest, request.body);
    return reply.code(201).send(await demo.notification(sessionOf(request).accountId, type));
  });
};
