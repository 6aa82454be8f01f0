import { useLingui } from '@lingui/react';
import { type KeyboardEvent, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Accommodation } from '../../contract/accommodations';
import type { CalendarEntry } from '../../contract/calendar';
import { entriesOnDay, isGridKey, monthWeeks, moveInGrid } from '../../domain/calendar-grid';
import { bookingDates, type DaySelection, firstOccupiedNight, selectionBetween } from '../../domain/calendar-selection';
import { nightsBetween } from '../../domain/stay';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeading } from '../../ui/page-heading';
import { SelectField } from '../../ui/select-field';
import { LinkButton } from '../../ui/link-button';
import { CalendarExport } from './calendar-export.view';
import * as styles from './calendar.css';
import { CalendarLegend } from './calendar-legend.view';
import { EntryLine } from './entry-line.view';
import { entryLabel, entrySymbols } from './entry-types';
import { useCalendarEntries } from './use-calendar';
import { dayFormat } from '../../i18n/format';
import { CalendarLoadError, CalendarLoading } from './calendar-load-states.view';

export interface CalendarViewProps {
  readonly code: string;
  /** The day to open (its month is shown). */
  readonly date: string;
  readonly homes: readonly Accommodation[];
  /** The timeline of all homes at this month (shown to accounts with more than one home). */
  readonly timelineHref: string;
  /** Whether the account may book the home itself (BookOwnerStays): the booking actions show only then. */
  readonly canBook: boolean;
  /** Opens another month or home without a reload (the page changes the URL). */
  onNavigate(code: string, date: string): void;
  /**
   * The iCal import (calendar-import.view), below the month: the page loads it as a chunk of its
   * own, with the zod schemas its form validates with, which reading the month need not wait for.
   */
  readonly importSection: ReactNode;
}


/**
 * /bookings/calendar/{code}: a month of one home as a WAI-ARIA grid where free nights can be
 * chosen for an owner booking (on phones too, compact, with the month's entries listed under it).
 */
export function CalendarView({ code, date, homes, timelineHref, canBook, onNavigate, importSection }: CalendarViewProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const weeks = monthWeeks(year, month, i18n.locale);
  const first = weeks[0]!.days[0]!;
  const last = weeks.at(-1)!.days[6]!;
  const calendar = useCalendarEntries(code, first, last);
  const entries = calendar.data?.entries ?? [];
  const [focused, setFocused] = useState(date);
  const [selected, setSelected] = useState<string | null>(null);
  // Nights chosen for a new owner booking, and why the last attempt to grow them was refused.
  const [range, setRange] = useState<DaySelection | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const moved = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const monthPrefix = date.slice(0, 7);
  const home = homes.find((candidate) => candidate.code === code);

  // A new month or home from outside (buttons, the URL) moves the focus target along.
  useEffect(() => {
    if (!focused.startsWith(monthPrefix)) setFocused(date);
  }, [date, monthPrefix, focused]);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  });

  const dateFormat = dayFormat(i18n.locale, 'long');
  const shortFormat = dayFormat(i18n.locale, 'dayMonth');
  const monthTitle = dayFormat(i18n.locale, 'monthYear').format(`${monthPrefix}-01`);
  const weekdays = weeks[0]!.days.map((day) => ({
    short: dayFormat(i18n.locale, 'weekdayShort').format(day),
    long: dayFormat(i18n.locale, 'weekday').format(day),
  }));
  const span = (entry: CalendarEntry) =>
    i18n._({ id: 'calendar.entry.span', message: '{from} to {to}', values: { from: shortFormat.format(entry.from), to: shortFormat.format(entry.to) } });
  const dayLabel = (day: string) => {
    const onDay = entriesOnDay(entries, day);
    const what = onDay.length === 0 ? i18n._({ id: 'calendar.day.free', message: 'free' }) : onDay.map((entry) => entryLabel(i18n, entry)).join(', ');
    return `${dateFormat.format(day)}: ${what}`;
  };
  const shiftMonth = (months: number) => {
    const target = new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
    onNavigate(code, target);
  };

  /** Takes the nights as the selection unless one is occupied: then says which and keeps what was there. */
  const trySelect = (next: DaySelection, previous: DaySelection | null) => {
    const taken = firstOccupiedNight(next, entries);
    if (!taken) {
      setRange(next);
      setRefusal(null);
      return;
    }
    setRange(previous);
    setRefusal(
      i18n._({
        id: 'calendar.range.taken',
        message: '{date} is taken ({what}): an owner booking can only hold free nights.',
        values: { date: dateFormat.format(taken.day), what: taken.entries.map((entry) => entryLabel(i18n, entry)).join(', ') },
      }),
    );
  };
  /** A tap or Enter: the day's details; for booking, a first day, or the other end of the nights. */
  const choose = (day: string) => {
    setFocused(day);
    setSelected(day);
    if (!canBook) return;
    const single = range && range.from === range.to ? range : null;
    if (single && day !== single.anchor) trySelect(selectionBetween(single.anchor, day), single);
    else trySelect({ anchor: day, from: day, to: day }, null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    if (event.key === 'Escape' && (range || refusal)) {
      setRange(null);
      setRefusal(null);
      return;
    }
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const next = moveInGrid(focused, event.key);
    // Shift+arrows grow the nights from where they started, within the days on screen (their entries are loaded).
    if (event.shiftKey && canBook && event.key.startsWith('Arrow')) {
      if (next < first || next > last) return;
      const anchor = range?.anchor ?? focused;
      trySelect(selectionBetween(anchor, next), range ?? { anchor, from: anchor, to: anchor });
      moved.current = true;
      setFocused(next);
      return;
    }
    moved.current = true;
    setFocused(next);
    if (!next.startsWith(monthPrefix)) onNavigate(code, next);
  };
  const inRange = (day: string) => (range ? range.from <= day && day <= range.to : day === selected);
  const booking = range ? bookingDates(range) : null;

  const monthEntries = entries.filter((entry) => entry.to > `${monthPrefix}-01` && entry.from <= `${monthPrefix}-31`);
  const selectedEntries = selected ? entriesOnDay(entries, selected) : [];

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'calendar.title', message: 'Booking calendar' })}
        description={home ? i18n._({ id: 'calendar.lead', message: '{home} ({code})', values: { home: home.name, code } }) : code}
      />
      <div className={styles.toolbar}>
        {homes.length > 1 && (
          <SelectField label={i18n._({ id: 'calendar.home', message: 'Holiday home' })} value={code} onChange={(event) => onNavigate(event.target.value, date)}>
            {homes.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.name} ({candidate.code})
              </option>
            ))}
          </SelectField>
        )}
        <h2 id={titleId} className={styles.monthTitle} aria-live="polite">
          {monthTitle}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => shiftMonth(-1)}>
          {i18n._({ id: 'calendar.previous', message: '← Previous month' })}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => shiftMonth(1)}>
          {i18n._({ id: 'calendar.next', message: 'Next month →' })}
        </Button>
        {homes.length > 1 && (
          <LinkButton href={timelineHref} variant="secondary" size="sm">
            {i18n._({ id: 'calendar.timeline.link', message: 'All homes' })}
          </LinkButton>
        )}
        {canBook && (
          <LinkButton href={`/owner-booking?accommodation=${encodeURIComponent(code)}`} size="sm">
            {i18n._({ id: 'calendar.ownerBooking', message: 'Book your own stay' })}
          </LinkButton>
        )}
      </div>

      {calendar.isError ? (
        <CalendarLoadError onRetry={() => void calendar.refetch()} />
      ) : !calendar.data ? (
        <CalendarLoading />
      ) : (
        <>
          <p id={`${titleId}-help`} className={styles.help}>
            <span className={styles.keyboardHelp}>{i18n._({ id: 'calendar.help', message: 'Arrow keys move between days, Page Up and Page Down between months; Enter shows what a day holds.' })} </span>
            {canBook && i18n._({ id: 'calendar.range.help', message: 'To book your own stay, tap the first and the last night, or hold Shift with the arrow keys.' })}
          </p>
          <table ref={gridRef} role="grid" className={styles.grid} aria-labelledby={titleId} aria-describedby={`${titleId}-help`} aria-busy={calendar.isFetching} aria-multiselectable={canBook} onKeyDown={onKeyDown}>
            <thead>
              <tr>
                <th scope="col" className={styles.weekCell}>
                  <abbr title={i18n._({ id: 'calendar.week', message: 'Week' })}>{i18n._({ id: 'calendar.week.short', message: 'Wk' })}</abbr>
                </th>
                {weekdays.map((weekday) => (
                  <th key={weekday.long} scope="col" className={styles.headCell}>
                    <abbr title={weekday.long}>{weekday.short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.days[0]}>
                  <th scope="row" className={styles.weekCell}>
                    {week.week}
                  </th>
                  {week.days.map((day) => {
                    const onDay = entriesOnDay(entries, day);
                    return (
                      <td
                        key={day}
                        role="gridcell"
                        data-day={day}
                        tabIndex={day === focused ? 0 : -1}
                        aria-selected={inRange(day)}
                        aria-label={dayLabel(day)}
                        className={`${styles.day} ${day.startsWith(monthPrefix) ? '' : styles.outside}`}
                        onClick={() => choose(day)}
                      >
                        <span className={styles.dayNumber} aria-hidden="true">
                          {Number(day.slice(8))}
                        </span>
                        <span className={styles.marks} aria-hidden="true">
                          {onDay.map((entry) => (
                            <span key={entry.id} className={`${styles.mark} ${styles.swatch[entry.type]} ${entry.conflict ? styles.conflict : ''}`}>
                              {entrySymbols[entry.type]}
                            </span>
                          ))}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>

          <div className={styles.rangeBar} role="status">
            {refusal && <p className={styles.refusal}>{refusal}</p>}
            {booking && (
              <>
                <p>
                  {range && range.from === range.to
                    ? // After the first tap: the next step, so that a phone user knows the second tap is the last night.
                      i18n._({ id: 'calendar.range.first', message: 'First night: {date}. Now tap the last night of your stay, or book just this one.', values: { date: dateFormat.format(booking.arrivalDate) } })
                    : i18n._({
                        id: 'calendar.range.summary',
                        message: 'Selected: arrival {arrival}, departure {departure} ({nights, plural, one {# night} other {# nights}})',
                        values: { arrival: dateFormat.format(booking.arrivalDate), departure: dateFormat.format(booking.departureDate), nights: nightsBetween(booking.arrivalDate, booking.departureDate) },
                      })}
                </p>
                <LinkButton href={`/owner-booking?accommodation=${encodeURIComponent(code)}&arrival=${booking.arrivalDate}&departure=${booking.departureDate}`} size="sm">
                  {i18n._({ id: 'calendar.range.book', message: 'Book these dates' })}
                </LinkButton>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setRange(null);
                    setRefusal(null);
                  }}
                >
                  {i18n._({ id: 'calendar.range.cancel', message: 'Cancel' })}
                </Button>
              </>
            )}
          </div>

          <ul className={styles.agenda} aria-label={i18n._({ id: 'calendar.agenda', message: 'This month' })}>
            {monthEntries.length === 0 && <li>{i18n._({ id: 'calendar.agenda.empty', message: 'Nothing booked this month.' })}</li>}
            {monthEntries.map((entry) => (
              <li key={entry.id} className={styles.agendaItem}>
                <EntryLine entry={entry} span={span(entry)} />
              </li>
            ))}
          </ul>

          <CalendarLegend />

          <section className={styles.details} aria-live="polite" aria-label={i18n._({ id: 'calendar.details', message: 'Selected day' })}>
            {selected && (
              <Card>
                <h3>{dateFormat.format(selected)}</h3>
                {selectedEntries.length === 0 ? (
                  <p>{i18n._({ id: 'calendar.details.free', message: 'Nothing is booked on this day.' })}</p>
                ) : (
                  <ul className={styles.detailList}>
                    {selectedEntries.map((entry) => (
                      <li key={entry.id}>
                        <EntryLine entry={entry} span={span(entry)} />
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            )}
          </section>
          {/* One boundary: the export below appears with the import, so nothing moves when it arrives. */}
          <Suspense fallback={null}>
            {importSection}
            <CalendarExport code={code} />
          </Suspense>
        </>
      )}
    </>
  );
}
