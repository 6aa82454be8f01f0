import { isReservationType } from '../../domain/route-params';
import { ReservationDetailView } from '../../features/reservations/reservation-detail.view';
import { ReservationsProvider } from '../../features/reservations/reservations-context';
import { useContainer } from '../app-context';
import type { PageProps } from '../pages';
import { TOKENS } from '../tokens';

/** /reservations/{type}/{id}: one reservation; `type` is the list the back link returns to. */
export default function ReservationPage({ match }: PageProps) {
  const gateway = useContainer().get(TOKENS.reservations);
  const { type, id } = match.params;
  if (!isReservationType(type) || !id) return null;
  return (
    <ReservationsProvider gateway={gateway}>
      <ReservationDetailView key={id} type={type} id={id} />
    </ReservationsProvider>
  );
}
