import { DashboardService } from '../services/dashboard-service';
import { today } from '../services/clock';
import { sendCachedRead } from './cached-reply';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';

/** The start page's data (contract dashboard.ts). */
export const dashboardRoutes: FeatureRoutes = async (app, { db, clock, requireSession, readCache, answers }) => {
  const dashboard = new DashboardService(db, clock);

  // The overview depends on the account's data, the day and the session's permissions: cached by
  // all three while the data stands (services/read-cache.ts), with ETag/304.
  app.get('/api/dashboard', { preHandler: requireSession }, async (request, reply) => {
    const session = sessionOf(request);
    const query = `dashboard ${today(clock).toString()} ${[...session.permissions].sort().join(',')}`;
    const read = await readCache.read(session.accountId, query, () => dashboard.get(session), answers.ofRoute(request));
    return sendCachedRead(request, reply, read);
  });
};
