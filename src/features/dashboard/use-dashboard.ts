import { useQuery } from '@tanstack/react-query';
import type { DashboardGateway } from '../../ports/dashboard-gateway';

/** Key of the overview's data. It is not worded by locale (the client words tasks), so no locale in it. */
export const dashboardKey = ['dashboard'] as const;

/** The overview: tasks, arrivals by group and key figures (fresh for the default 5 minutes). */
export function useDashboard(gateway: DashboardGateway) {
  return useQuery({ queryKey: dashboardKey, queryFn: () => gateway.dashboard() });
}
