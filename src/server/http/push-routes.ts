import { PushSubscriptionRequest, PushUnsubscribeRequest } from '../../contract/push';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/** Web push subscriptions (contract push.ts). */
export const pushRoutes: FeatureRoutes = async (app, { push, requireSession }) => {
  const loggedIn = { preHandler: requireSession };

  app.get('/api/webpush/key', loggedIn, async () => ({ publicKey: await push.publicKey() }));

  app.post('/api/webpush/subscribe', loggedIn, async (request, reply) => {
    await push.subscribe(sessionOf(request).accountId, parseInput(PushSubscriptionRequest, request.body));
    return reply.code(201).send();
  });

  app.post('/api/webpush/unsubscribe', loggedIn, async (request, reply) => {
    await push.unsubscribe(sessionOf(request).accountId, parseInput(PushUnsubscribeRequest, request.body).endpoint);
    return reply.code(204).send();
  });
};
