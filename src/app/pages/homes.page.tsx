import { HomesView } from '../../features/homes/homes.view';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

/** /homes: the account's homes, each with the way to its calendar, profile, benchmark, prices, documents and iCal connections. */
export default function HomesPage() {
  useModules(reservationsModule);
  return <HomesView />;
}
