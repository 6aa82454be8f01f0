import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';

/**
 * The owner's active sessions (contract sessions.ts, ASVS 7.5.2): the list, and signing out every
 * other device, whose live event streams end on every instance (SessionService.endOthers).
 */
export const sessionRoutes: FeatureRoutes = async (app, { sessions, requireSession }) => {
  const loggedIn = { preHandler: requireSession };

  app.get('/api/profile/sessions', loggedIn, async (request) => sessions.list(sessionOf(request)));

  app.post('/api/profile/sessions/sign-out-others', loggedIn, async (request) => ({ ended: await sessions.endOthers(sessionOf(request)) }));
};
