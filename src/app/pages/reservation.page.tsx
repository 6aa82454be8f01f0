import { useSelector } from '@xstate/react';
import { isReservationType } from '../../domain/route-params';
import { ReservationEarningsView } from '../../features/payments/reservation-earnings.view';
import { ReservationDetailView } from '../../features/reservations/reservation-detail.view';
import { useApp } from '../app-context';
import type { PageProps } from '../route-types';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

/** /reservations/{type}/{id}: one reservation; `type` is the list the back link returns to. */
export default function ReservationPage({ match }: PageProps) {
  useModules(reservationsModule);
  const { type, id } = match.params;
  // Only owners who see payments are shown (and ask for) what a reservation earns.
  const seesPayments = useSelector(useApp().session, (snapshot) => snapshot.context.profile?.permissions.includes('ViewPayments') ?? false);
  if (!isReservationType(type) || !id) return null;
  return <ReservationDetailView key={id} type={type} id={id} earnings={seesPayments ? <ReservationEarningsView id={id} /> : undefined} />;
}
