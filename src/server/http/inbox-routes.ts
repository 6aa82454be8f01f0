import { MarkAllReadRequest, MarkReadRequest, RatingRequest, RenewalRequest } from '../../contract/inbox';
import { InboxService } from '../services/inbox-service';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';
import { sendCachedRead } from './cached-reply';
import { AccommodationCodeParams } from '../../contract/path-params';


/** The inbox, the feedback score and renewal answers (contract inbox.ts). */
export const inboxRoutes: FeatureRoutes = async (app, { db, clock, requireSession, readCache, answers }) => {
  const inbox = new InboxService(db, clock);

  const loggedIn = { preHandler: requireSession };

  // Read at every visit and poll, changed by few writes: cached per account while its data stands
  // (services/read-cache.ts), with ETag/304.
  app.get('/api/inbox/notifications', loggedIn, async (request, reply) => {
    const { accountId } = sessionOf(request);
    return sendCachedRead(request, reply, await readCache.read(accountId, 'inbox', () => inbox.list(accountId), answers.ofRoute(request)));
  });

  app.get('/api/inbox/status', loggedIn, async (request, reply) => {
    const { accountId } = sessionOf(request);
    return sendCachedRead(request, reply, await readCache.read(accountId, 'inbox status', () => inbox.status(accountId), answers.ofRoute(request)));
  });

  app.post('/api/inbox/read', loggedIn, async (request, reply) => {
    await inbox.markRead(sessionOf(request).accountId, parseInput(MarkReadRequest, request.body).messageId);
    return reply.code(204).send();
  });

  app.post('/api/inbox/read-all', loggedIn, async (request) => inbox.markAllRead(sessionOf(request).accountId, parseInput(MarkAllReadRequest, request.body).newestSeen));

  app.post('/api/rating', loggedIn, async (request) => inbox.rate(sessionOf(request).accountId, parseInput(RatingRequest, request.body)));

  app.post('/api/contracts/:accommodationCode/renewal', loggedIn, async (request) => {
    const { accommodationCode } = parseInput(AccommodationCodeParams, request.params);
    return inbox.renew(sessionOf(request).accountId, accommodationCode, parseInput(RenewalRequest, request.body).mode);
  });
};
