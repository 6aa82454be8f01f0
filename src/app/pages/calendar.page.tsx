import { useLingui } from '@lingui/react';
import { useLocation, useSearch } from 'wouter';
import { CalendarView } from '../../features/calendar/calendar.view';
import { useHomes } from '../../features/calendar/use-calendar';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { NotFoundView } from '../../features/shell/error.view';
import type { PageProps } from '../route-table';
import { calendarModule } from '../modules/calendar.module';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

/**
 * /bookings/calendar/{code}?date=: the route guard already refused a malformed code or date; a
 * code that is not one of the account's homes shows the same invalid-page state.
 */
export default function CalendarPage({ match }: PageProps) {
  useModules(calendarModule, reservationsModule);
  const { i18n } = useLingui();
  const code = match.params.accommodationCode ?? '';
  const search = useSearch();
  const [, navigate] = useLocation();
  const homes = useHomes();
  // The visitor's today (the calendar is about their home's days, not the server's clock).
  const date = new URLSearchParams(search).get('date') || new Date().toLocaleDateString('sv');
  if (homes.data && !homes.data.some((home) => home.code === code)) {
    return <NotFoundView homeLabel={i18n._({ id: 'error.notFound.home', message: 'Go to homepage' })} />;
  }
  if (!homes.data && !homes.isError) return <PageSkeleton />;
  return (
    <CalendarView
      key={code}
      code={code}
      date={date}
      homes={homes.data ?? []}
      onNavigate={(nextCode, nextDate) => navigate(`/bookings/calendar/${encodeURIComponent(nextCode)}?date=${nextDate}`)}
    />
  );
}
