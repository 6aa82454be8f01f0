import { useLingui } from '@lingui/react';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { Accommodation } from '../../contract/accommodations';
import type { CalendarEntry } from '../../contract/calendar';
import { entriesOnDay } from '../../domain/calendar-grid';
import { monthDays, type TimelinePosition } from '../../domain/calendar-timeline';
import { dayFormat } from '../../i18n/format';
import { PageLink } from '../../ui/page-link';
import { PageHeading } from '../../ui/page-heading';
import { failedToLoad } from '../../ui/query-state';
import { CalendarLegend } from './calendar-legend.view';
import { CalendarLoadError, CalendarLoading } from './calendar-load-states.view';
import * as styles from './calendar.css';
import { DayDetails } from './day-details.view';
import { MonthNav } from './month-nav.view';
import { TimelineGrid } from './timeline-grid.view';
import { useHomesEntries } from './use-calendar';

export interface HomesTimelineViewProps {
  readonly homes: readonly Accommodation[];
  /** The day to open (its month is shown). */
  readonly date: string;
  /** The visitor's today (marked, and scrolled into view). */
  readonly today: string;
  /** The path of one home's month (the details link and the way back). */
  monthHref(code: string, date: string): string;
  /** Opens another month without a reload (the page changes the URL). */
  onNavigate(date: string): void;
}

const noEntries: readonly CalendarEntry[] = [];

/**
 * /bookings/calendar/{code}?view=homes: every home of the account as a row, the month's days as
 * columns (timeline-grid.view), the month of every home in one request; under it the legend and
 * the chosen day's details with the way to that home's month.
 */
export function HomesTimelineView({ homes, date, today, monthHref, onNavigate }: HomesTimelineViewProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const days = useMemo(() => monthDays(year, month), [year, month]);
  const calendar = useHomesEntries(days[0]!, days.at(-1)!);
  // The grid shows the month its entries belong to: while the next one loads the last one stays,
  // so a switch renders the 744 cells once, with the new entries, instead of twice.
  const [shownDays, setShownDays] = useState(days);
  if (calendar.data && !calendar.isPlaceholderData && shownDays !== days) setShownDays(days);
  const [focused, setFocused] = useState<TimelinePosition>({ home: 0, day: date });
  const [selected, setSelected] = useState<TimelinePosition | null>(null);
  const dateFormat = useMemo(() => dayFormat(i18n.locale, 'long'), [i18n.locale]);
  const shiftMonth = (months: number) => onNavigate(new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10));
  // Stable, so that the memoised rows stay as they are.
  const choose = useCallback((position: TimelinePosition) => {
    setFocused(position);
    setSelected(position);
  }, []);
  const entriesOf = (home: Accommodation | undefined) => (home && calendar.data?.get(home.code)) || noEntries;
  const selectedHome = selected ? homes[selected.home] : undefined;

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'calendar.title', message: 'Booking calendar' })}
        description={i18n._({ id: 'calendar.timeline.lead', message: 'All your homes ({count})', values: { count: homes.length } })}
      />
      <div className={styles.toolbar}>
        <MonthNav titleId={titleId} monthStart={`${shownDays[0]!.slice(0, 7)}-01`} onShift={shiftMonth} />
        <div className={styles.actions}>
          <PageLink href={monthHref(homes[focused.home]?.code ?? homes[0]!.code, focused.day)} variant="secondary" size="sm">
            {i18n._({ id: 'calendar.timeline.oneHome', message: 'One home’s month' })}
          </PageLink>
        </div>
      </div>

      {failedToLoad(calendar) ? (
        <CalendarLoadError onRetry={() => void calendar.refetch()} />
      ) : !calendar.data ? (
        <CalendarLoading />
      ) : (
        <>
          <TimelineGrid
            titleId={titleId}
            homes={homes}
            days={shownDays}
            month={date.slice(0, 7)}
            today={today}
            entriesOf={entriesOf}
            updating={calendar.isPlaceholderData}
            busy={calendar.isFetching}
            focused={focused}
            selected={selected}
            onFocus={setFocused}
            onChoose={choose}
            onMonth={onNavigate}
          />
          <CalendarLegend />
          <DayDetails
            title={selected && selectedHome ? i18n._({ id: 'calendar.timeline.selected', message: '{home}, {date}', values: { home: selectedHome.name, date: dateFormat.format(selected.day) } }) : null}
            entries={selected ? entriesOnDay(entriesOf(selectedHome), selected.day) : []}
          >
            {selected && selectedHome && (
              <p>
                <Link href={monthHref(selectedHome.code, selected.day)}>
                  {i18n._({ id: 'calendar.timeline.openMonth', message: 'Open the month of {home}', values: { home: selectedHome.name } })}
                </Link>
              </p>
            )}
          </DayDetails>
        </>
      )}
    </>
  );
}
