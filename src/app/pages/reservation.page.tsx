import { isReservationType } from '../../domain/route-params';
import { ReservationDetailView } from '../../features/reservations/reservation-detail.view';
import type { PageProps } from '../route-table';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

/** /reservations/{type}/{id}: one reservation; `type` is the list the back link returns to. */
export default function ReservationPage({ match }: PageProps) {
  useModules(reservationsModule);
  const { type, id } = match.params;
  if (!isReservationType(type) || !id) return null;
  return <ReservationDetailView key={id} type={type} id={id} />;
}
