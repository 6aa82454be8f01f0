import { isReservationType } from '../../domain/route-params';
import { ReservationsView } from '../../features/reservations/reservations.view';
import type { PageProps } from '../route-types';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

/** /reservations/{arrivals|departures}; the guard already answered 404 for any other type. */
export default function ReservationsPage({ match }: PageProps) {
  useModules(reservationsModule);
  const { type } = match.params;
  if (!isReservationType(type)) return null;
  return <ReservationsView key={type} type={type} />;
}
