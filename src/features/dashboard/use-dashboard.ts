import { useQuery } from '@tanstack/react-query';
import { dashboardPort } from '../../ports/dashboard-gateway';
import { queryKeys } from '../../ports/query-keys';
import { usePort } from '../../ports/use-port';
import { useRenderedQuery } from '../../ports/use-rendered-query';

/** The overview: tasks, arrivals by group and key figures (fresh for the default 5 minutes). */
export function useDashboard() {
  const gateway = usePort(dashboardPort);
  return useRenderedQuery(useQuery({ queryKey: queryKeys.dashboard(), queryFn: () => gateway.dashboard() }));
}
