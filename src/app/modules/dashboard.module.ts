import type { KyInstance } from 'ky';
import { KyDashboardGateway } from '../../adapters/ky-dashboard-gateway';
import { dashboardPort } from '../../ports/dashboard-gateway';
import { httpKey, portModule } from './port-module';

/** The overview page's data. */
export const dashboardModule = portModule((bind) => {
  bind(dashboardPort).toResolvedValue((ky: KyInstance) => new KyDashboardGateway(ky), [httpKey]);
});
