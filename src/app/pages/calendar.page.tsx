import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { CalendarView } from '../../features/calendar/calendar.view';
import { HomesTimelineView } from '../../features/calendar/homes-timeline.view';
import { useHomes } from '../../features/calendar/use-calendar';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { NotFoundPage } from '../not-found-page';
import { useApp } from '../app-context';
import type { PageProps } from '../route-types';
import { calendarModule } from '../modules/calendar.module';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';
import { lazyComponent, preloadComponent } from '../lazy-page';
import { visitorToday } from '../../i18n/moment-zone';
import { focusPageHeading } from '../../ui/use-focus-when';

const importSection = () => import('../calendar-import-section');

/**
 * The iCal import section is a chunk of its own; a server-rendered calendar loads it before it
 * hydrates: its boundary holds the sharing panel too, whose buttons would not answer until then.
 * @public read through the page's module by preloadComponent (lazy-page.ts)
 */
export const preloadParts = () => preloadComponent(importSection);

/**
 * /bookings/calendar/{code}?date=: the route guard already refused a malformed code or date; a
 * code that is not one of the account's homes shows the same invalid-page state.
 */
export default function CalendarPage({ match }: PageProps) {
  useModules(calendarModule, reservationsModule);
  const code = match.params.accommodationCode ?? '';
  const search = useSearch();
  const [, navigate] = useLocation();
  const homes = useHomes();
  const CalendarImportSection = lazyComponent(importSection);
  const canBook = useSelector(useApp().session, (snapshot) => snapshot.context.profile?.permissions.includes('BookOwnerStays') ?? false);
  // The visitor's today (the calendar is about their home's days, not the server's clock).
  const query = new URLSearchParams(search);
  const today = visitorToday();
  const date = query.get('date') || today;
  // The iCal section's link (#calendar-sync) scrolls to it; the server does not see the fragment,
  // so it is read once the page runs (a render of the page only when it is there).
  const [openSync, setOpenSync] = useState(false);
  useEffect(() => setOpenSync(window.location.hash === '#calendar-sync'), []);
  const monthHref = (nextCode: string, nextDate: string) => `/bookings/calendar/${encodeURIComponent(nextCode)}?date=${nextDate}`;
  // ?view=homes: the timeline of every home, for accounts with more than one.
  const timelineAsked = query.get('view') === 'homes';
  useHeadingFocusOnSwitch(timelineAsked);
  if (homes.data && !homes.data.some((home) => home.code === code)) {
    return <NotFoundPage />;
  }
  if (!homes.data && !homes.isError) return <PageSkeleton />;
  if (timelineAsked && homes.data && homes.data.length > 1) {
    return <HomesTimelineView homes={homes.data} date={date} today={today} monthHref={monthHref} onNavigate={(nextDate) => navigate(`${monthHref(code, nextDate)}&view=homes`)} />;
  }
  return (
    <CalendarView
      key={code}
      code={code}
      date={date}
      today={today}
      homes={homes.data ?? []}
      bookedId={query.get('booked')}
      openSync={openSync}
      canBook={canBook}
      timelineHref={`${monthHref(code, date)}&view=homes`}
      onNavigate={(nextCode, nextDate) => navigate(monthHref(nextCode, nextDate))}
      // Importing books stays: only for those who may book (the server refuses the others with 403).
      importSection={canBook ? <CalendarImportSection code={code} /> : null}
    />
  );
}

/**
 * The timeline and one home's month share a path, so the layout, which moves focus to a new path's
 * heading, does not: a switch between them (their links, back, forward) moves it here. Otherwise
 * the link just followed is gone, focus falls to the body and a screen reader says nothing.
 */
function useHeadingFocusOnSwitch(timelineAsked: boolean) {
  const asked = useRef(timelineAsked);
  useEffect(() => {
    if (asked.current === timelineAsked) return;
    asked.current = timelineAsked;
    focusPageHeading();
  }, [timelineAsked]);
}
