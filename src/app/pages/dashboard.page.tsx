import { DashboardView } from '../../features/dashboard/dashboard.view';

/** / : the overview (its query hook reads the dashboard port). */
export default function DashboardPage() {
  return <DashboardView />;
}
