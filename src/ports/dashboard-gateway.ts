import type { Dashboard } from '../contract/dashboard';

/** The overview page's data. Throws GatewayError. */
export interface DashboardGateway {
  dashboard(): Promise<Dashboard>;
}
