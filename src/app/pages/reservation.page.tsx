import { isReservationType } from '../../domain/route-params';
import { ReservationDetailView } from '../../features/reservations/reservation-detail.view';
import type { PageProps } from '../route-table';

/** /reservations/{type}/{id}: one reservation; `type` is the list the back link returns to. */
export default function ReservationPage({ match }: PageProps) {
  const { type, id } = match.params;
  if (!isReservationType(type) || !id) return null;
  return <ReservationDetailView key={id} type={type} id={id} />;
}
