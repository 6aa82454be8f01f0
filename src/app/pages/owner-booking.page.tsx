import { useLingui } from '@lingui/react';
import { useLocation, useSearch } from 'wouter';
import { useHomes } from '../../features/calendar/use-calendar';
import { OwnerBookingView } from '../../features/calendar/owner-booking.view';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { failedToLoad } from '../../ui/query-state';
import { calendarModule } from '../modules/calendar.module';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

/** /owner-booking?accommodation=&arrival=&departure=: the form, prefilled; after booking, the calendar of that home at that month, confirming it. */
export default function OwnerBookingPage() {
  useModules(calendarModule, reservationsModule);
  const { i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const homes = useHomes();
  // From the calendar's selected nights: the form checks them like typed dates.
  const query = new URLSearchParams(search);
  if (failedToLoad(homes)) {
    return (
      <Alert tone="danger" title={i18n._({ id: 'ownerBooking.error.homes', message: 'We could not load your homes' })}>
        <Button variant="secondary" size="sm" onClick={() => void homes.refetch()}>
          {i18n._({ id: 'calendar.retry', message: 'Try again' })}
        </Button>
      </Alert>
    );
  }
  if (!homes.data) return <PageSkeleton />;
  return (
    <OwnerBookingView
      homes={homes.data}
      initialCode={query.get('accommodation') ?? ''}
      initialArrival={query.get('arrival') ?? ''}
      initialDeparture={query.get('departure') ?? ''}
      onBooked={(booking) => navigate(`/bookings/calendar/${encodeURIComponent(booking.accommodationCode)}?date=${booking.arrivalDate}&booked=${encodeURIComponent(booking.id)}`)}
    />
  );
}
