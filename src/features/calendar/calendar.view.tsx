import { useLingui } from '@lingui/react';
import { type ReactNode, Suspense, useId, useRef, useState } from 'react';
import type { Accommodation } from '../../contract/accommodations';
import { entriesOnDay, monthWeeks } from '../../domain/calendar-grid';
import { dayFormat } from '../../i18n/format';
import { PageHeading } from '../../ui/page-heading';
import { failedToLoad } from '../../ui/query-state';
import { BookedNotice } from './booked-notice.view';
import { CalendarExport } from './calendar-export.view';
import { CalendarLegend } from './calendar-legend.view';
import { CalendarLoadError, CalendarLoading } from './calendar-load-states.view';
import { CalendarToolbar } from './calendar-toolbar.view';
import { isKeyboardFocus, ScrollIntoView, usePriceTexts } from './calendar-view-helpers';
import * as styles from './calendar.css';
import { DayDetails } from './day-details.view';
import { EntryLine } from './entry-line.view';
import { MonthGrid } from './month-grid.view';
import { RangeBar } from './range-bar.view';
import { useCalendarEntries } from './use-calendar';
import { useMonthSelection } from './use-month-selection';

export interface CalendarViewProps {
  readonly code: string;
  /** The day to open (its month is shown). */
  readonly date: string;
  /** The visitor's today (marked; earlier nights cannot be booked). */
  readonly today: string;
  readonly homes: readonly Accommodation[];
  /** The timeline of all homes at this month (shown to accounts with more than one home). */
  readonly timelineHref: string;
  /** Whether the account may book the home itself (BookOwnerStays): the booking actions show only then. */
  readonly canBook: boolean;
  /** Opens another month or home without a reload (the page changes the URL). */
  onNavigate(code: string, date: string): void;
  /** Opened at the iCal connections (/homes links to them): they scroll into view once loaded. */
  readonly openSync?: boolean;
  /** The reservation id of an owner booking just made: its confirmation shows above the month. */
  readonly bookedId?: string | null;
  /**
   * The iCal import (calendar-import.view), below the month: the page loads it as a chunk of its
   * own, with the zod schemas its form validates with, which reading the month need not wait for.
   */
  readonly importSection: ReactNode;
}

/**
 * /bookings/calendar/{code}: a month of one home as a WAI-ARIA grid of stays drawn as bars, where
 * free nights from today on can be chosen for an owner booking (on phones too, compact, with the
 * month's entries listed under it).
 */
export function CalendarView({ code, date, today, homes, timelineHref, canBook, onNavigate, openSync = false, bookedId = null, importSection }: CalendarViewProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const syncRef = useRef<HTMLDivElement>(null);
  const [keysShown, setKeysShown] = useState(false);
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const weeks = monthWeeks(year, month, i18n.locale);
  const first = weeks[0]!.days[0]!;
  const last = weeks.at(-1)!.days[6]!;
  const calendar = useCalendarEntries(code, first, last);
  const entries = calendar.data?.entries ?? [];
  const prices = usePriceTexts(calendar.data?.prices ?? null);
  const monthPrefix = date.slice(0, 7);
  const selection = useMonthSelection({ date, today, first, last, entries, canBook, onMonth: (next) => onNavigate(code, next) });
  const home = homes.find((candidate) => candidate.code === code);
  const shiftMonth = (months: number) => onNavigate(code, new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10));
  const booked = bookedId ? entries.find((entry) => entry.reservationId === bookedId) : undefined;
  const monthEntries = entries.filter((entry) => entry.to > `${monthPrefix}-01` && entry.from <= `${monthPrefix}-31`);

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'calendar.title', message: 'Booking calendar' })}
        description={home ? i18n._({ id: 'calendar.lead', message: '{home} ({code})', values: { home: home.name, code } }) : code}
      />
      {booked && <BookedNotice entry={booked} />}
      <CalendarToolbar
        titleId={titleId}
        code={code}
        monthStart={`${monthPrefix}-01`}
        homes={homes}
        timelineHref={timelineHref}
        canBook={canBook}
        onHome={(next) => onNavigate(next, date)}
        onShift={shiftMonth}
      />
      {failedToLoad(calendar) ? (
        <CalendarLoadError onRetry={() => void calendar.refetch()} />
      ) : !calendar.data ? (
        <CalendarLoading />
      ) : (
        <>
          <div className={styles.gridArea} onFocus={(event) => !keysShown && setKeysShown(isKeyboardFocus(event.target))}>
            <MonthGrid
              gridRef={selection.gridRef}
              weeks={weeks}
              monthPrefix={monthPrefix}
              titleId={titleId}
              helpId={`${titleId}-help`}
              entries={entries}
              prices={prices}
              today={today}
              focused={selection.focused}
              canBook={canBook}
              busy={calendar.isFetching}
              isSelected={selection.isSelected}
              onChoose={selection.choose}
              onKeyDown={selection.onKeyDown}
            />
            {/* The keys' instructions: the grid's description, shown once a keyboard is in it (touch screens have no use for them). */}
            <p id={`${titleId}-help`} className={keysShown ? styles.keyboardHelpShown : styles.keyboardHelp}>
              {i18n._({ id: 'calendar.help', message: 'Arrow keys move between days, Page Up and Page Down between months; Enter shows what a day holds.' })}
              {canBook && ` ${i18n._({ id: 'calendar.range.keys', message: 'Shift with the arrow keys chooses nights for your own stay.' })}`}
            </p>
          </div>
          <RangeBar code={code} range={selection.range} refusal={selection.refusal} canBook={canBook} onCancel={selection.clear} />

          <ul className={styles.agenda} aria-label={i18n._({ id: 'calendar.agenda', message: 'This month' })}>
            {monthEntries.length === 0 && <li>{i18n._({ id: 'calendar.agenda.empty', message: 'Nothing booked this month.' })}</li>}
            {monthEntries.map((entry) => (
              <li key={entry.id} className={styles.agendaItem}>
                <EntryLine entry={entry} />
              </li>
            ))}
          </ul>
          <CalendarLegend />
          <DayDetails title={selection.selected && dayFormat(i18n.locale, 'long').format(selection.selected)} entries={selection.selected ? entriesOnDay(entries, selection.selected) : []} />
          {/* One boundary: the export below appears with the import, so nothing moves when it arrives. */}
          <div id="calendar-sync" ref={syncRef}>
            <Suspense fallback={null}>
              {importSection}
              <CalendarExport code={code} />
              <ScrollIntoView target={openSync ? syncRef : null} />
            </Suspense>
          </div>
        </>
      )}
    </>
  );
}
