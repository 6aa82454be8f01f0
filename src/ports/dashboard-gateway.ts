import type { Dashboard } from '../contract/dashboard';
import { portKey } from './port-key';

/** The overview page's data. Throws GatewayError. */
export interface DashboardGateway {
  dashboard(): Promise<Dashboard>;
}

/** The key the app binds the DashboardGateway adapter to. */
export const dashboardPort = portKey<DashboardGateway>('dashboard');
