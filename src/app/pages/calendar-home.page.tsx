import { Redirect } from 'wouter';
import { useHomes } from '../../features/calendar/use-calendar';
import { InternalErrorView } from '../../features/shell/error.view';
import { NotFoundPage } from '../not-found-page';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { calendarModule } from '../modules/calendar.module';
import { reservationsModule } from '../modules/reservations.module';
import { failedToLoad } from '../../ui/query-state';
import { useModules } from '../use-modules';

/**
 * /bookings/calendar: the calendar of the owner's first home. A path that works for any owner, so
 * the installed app's Calendar shortcut (manifest.webmanifest) can open it.
 */
export default function CalendarHomePage() {
  useModules(calendarModule, reservationsModule);
  const homes = useHomes();
  if (failedToLoad(homes)) return <InternalErrorView onReload={() => void homes.refetch()} />;
  if (!homes.data) return <PageSkeleton />;
  const first = homes.data[0];
  if (!first) return <NotFoundPage />;
  return <Redirect to={`/bookings/calendar/${encodeURIComponent(first.code)}`} replace />;
}
