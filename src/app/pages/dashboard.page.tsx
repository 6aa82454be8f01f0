import { DashboardView } from '../../features/dashboard/dashboard.view';
import { dashboardModule } from '../modules/dashboard.module';
import { useModules } from '../use-modules';

/** / : the overview (its query hook reads the dashboard port). */
export default function DashboardPage() {
  useModules(dashboardModule);
  return <DashboardView />;
}
