import type { KyInstance } from 'ky';
import type { DashboardGateway } from '../ports/dashboard-gateway';
import { send } from './ky-http';

export class KyDashboardGateway implements DashboardGateway {
  constructor(private readonly http: KyInstance) {}

  async dashboard() {
    const { Dashboard } = await import('../contract/dashboard');
    return send(() => this.http.get('dashboard').json(Dashboard));
  }
}
