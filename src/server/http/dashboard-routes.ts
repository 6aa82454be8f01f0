import { DashboardService } from '../services/dashboard-service';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';

/** The start page's data (contract dashboard.ts). */
export const dashboardRoutes: FeatureRoutes = async (app, { db, clock, requireSession }) => {
  const dashboard = new DashboardService(db, clock);

  app.get('/api/dashboard', { preHandler: requireSession }, async (request) => dashboard.get(sessionOf(request)));
};
