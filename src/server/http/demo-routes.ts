import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OutboxMessage } from '../../contract/system';
import { NotificationTypes } from '../../domain/enumerations';
import { renderMailbox } from './mailbox-page';
import type { RouteContext } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

const DemoNotificationRequest = z.object({ type: z.enum(NotificationTypes) });

/**
 * The demo outbox as JSON and as a page, and events on demand for the signed-in account (a new
 * booking, a notification of any type). Registered only in demo mode, so they are 404 otherwise.
 */
export function registerDemoRoutes(app: FastifyInstance, { services, requireSession }: RouteContext): void {
  app.get('/api/demo/outbox', async (): Promise<OutboxMessage[]> => services.system.outbox());

  app.get('/_demo/mailbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMailbox(await services.system.outbox());
  });

  app.post('/api/demo/booking', { preHandler: requireSession }, async (request, reply) => {
    return reply.code(201).send(await services.demo.booking(sessionOf(request).accountId));
  });

  app.post('/api/demo/notification', { preHandler: requireSession }, async (request, reply) => {
    const { type } = parseInput(DemoNotificationRequest, request.body);
    return reply.code(201).send(await services.demo.notification(sessionOf(request).accountId, type));
  });
}
