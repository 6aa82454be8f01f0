import { DashboardView } from '../../features/dashboard/dashboard.view';
import { useContainer } from '../app-context';
import { TOKENS } from '../tokens';

/** / : the overview, reading the dashboard port. */
export default function DashboardPage() {
  return <DashboardView gateway={useContainer().get(TOKENS.dashboard)} />;
}
