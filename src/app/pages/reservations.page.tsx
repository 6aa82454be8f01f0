import { isReservationType } from '../../domain/route-params';
import { ReservationsProvider } from '../../features/reservations/reservations-context';
import { ReservationsView } from '../../features/reservations/reservations.view';
import { useContainer } from '../app-context';
import type { PageProps } from '../pages';
import { TOKENS } from '../tokens';

/** /reservations/{arrivals|departures}; the guard already answered 404 for any other type. */
export default function ReservationsPage({ match }: PageProps) {
  const gateway = useContainer().get(TOKENS.reservations);
  const { type } = match.params;
  if (!isReservationType(type)) return null;
  return (
    <ReservationsProvider gateway={gateway}>
      <ReservationsView key={type} type={type} />
    </ReservationsProvider>
  );
}
