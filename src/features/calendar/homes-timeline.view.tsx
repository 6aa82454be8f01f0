import { useLingui } from '@lingui/react';
import { type KeyboardEvent, memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Accommodation } from '../../contract/accommodations';
import type { CalendarEntry } from '../../contract/calendar';
import { entriesOnDay, isGridKey } from '../../domain/calendar-grid';
import { monthDays, moveInTimeline, type TimelinePosition } from '../../domain/calendar-timeline';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { LinkButton } from '../../ui/link-button';
import { PageHeading } from '../../ui/page-heading';
import { updating } from '../../ui/updating.css';
import { CalendarLegend } from './calendar-legend.view';
import * as styles from './calendar.css';
import { EntryLine } from './entry-line.view';
import { entryLabel, entrySymbols } from './entry-types';
import * as timeline from './homes-timeline.css';
import { useHomesEntries } from './use-calendar';
import { dayFormat } from '../../i18n/format';
import { CalendarLoadError, CalendarLoading } from './calendar-load-states.view';

export interface HomesTimelineViewProps {
  readonly homes: readonly Accommodation[];
  /** The day to open (its month is shown). */
  readonly date: string;
  /** The path of one home's month (the details link and the way back). */
  monthHref(code: string, date: string): string;
  /** Opens another month without a reload (the page changes the URL). */
  onNavigate(date: string): void;
}

const plain = (iso: string) => new Date(`${iso}T12:00:00Z`);
const cellKey = (home: number, day: string) => `${home}:${day}`;

/**
 * /bookings/calendar/{code}?view=homes: every home of the account as a row, the month's days as
 * columns, as one WAI-ARIA grid (one tab stop, arrow keys, Page Up/Down for months). On phones the
 * same grid scrolls sideways under sticky home names. The month of every home comes in one request.
 * 24 homes × 31 days are 744 cells: each row is memoised on its own entries, so moving the focus
 * re-renders two rows, not the table.
 */
export function HomesTimelineView({ homes, date, monthHref, onNavigate }: HomesTimelineViewProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const monthPrefix = date.slice(0, 7);
  const days = useMemo(() => monthDays(year, month), [year, month]);
  const calendar = useHomesEntries(days[0]!, days.at(-1)!);
  // The grid shows the month its entries belong to: while the next one loads the last one stays,
  // so a switch renders the 744 cells once, with the new entries, instead of twice.
  const [shownDays, setShownDays] = useState(days);
  if (calendar.data && !calendar.isPlaceholderData && shownDays !== days) setShownDays(days);
  const shownPrefix = shownDays[0]!.slice(0, 7);
  const [focused, setFocused] = useState<TimelinePosition>({ home: 0, day: date });
  const [selected, setSelected] = useState<TimelinePosition | null>(null);
  const moved = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!focused.day.startsWith(monthPrefix)) setFocused((current) => ({ ...current, day: date }));
  }, [date, monthPrefix, focused.day]);
  useEffect(() => {
    if (!moved.current) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(focused.home, focused.day)}"]`);
    // A day of a month still loading gets the focus when its cells arrive.
    if (!cell) return;
    moved.current = false;
    cell.focus();
  });

  const dateFormat = useMemo(() => dayFormat(i18n.locale, 'long'), [i18n.locale]);
  const dayNames = useMemo(() => shownDays.map((day) => dateFormat.format(day)), [shownDays, dateFormat]);
  const monthTitle = dayFormat(i18n.locale, 'monthYear').format(`${shownPrefix}-01`);
  const weekdayFormat = dayFormat(i18n.locale, 'weekdayNarrow');
  const shiftMonth = (months: number) => onNavigate(new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10));

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(focused);
      return;
    }
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const next = moveInTimeline(focused, event.key, homes.length);
    moved.current = true;
    setFocused(next);
    if (!next.day.startsWith(monthPrefix)) onNavigate(next.day);
  };
  // Stable, so that the memoised rows stay as they are.
  const choose = useCallback((position: TimelinePosition) => {
    setFocused(position);
    setSelected(position);
  }, []);
  const shortFormat = dayFormat(i18n.locale, 'dayMonth');
  const span = (entry: CalendarEntry) =>
    i18n._({ id: 'calendar.entry.span', message: '{from} to {to}', values: { from: shortFormat.format(entry.from), to: shortFormat.format(entry.to) } });

  const entriesOf = (home: Accommodation | undefined) => (home && calendar.data?.get(home.code)) || noEntries;
  const selectedHome = selected ? homes[selected.home] : undefined;
  const selectedEntries = selected ? entriesOnDay(entriesOf(selectedHome), selected.day) : [];

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'calendar.title', message: 'Booking calendar' })}
        description={i18n._({ id: 'calendar.timeline.lead', message: 'All your homes ({count})', values: { count: homes.length } })}
      />
      <div className={styles.toolbar}>
        <h2 id={titleId} className={styles.monthTitle} aria-live="polite">
          {monthTitle}
        </h2>
        <Button variant="secondary" size="sm" data-month-step="-1" onClick={() => shiftMonth(-1)}>
          {i18n._({ id: 'calendar.previous', message: '← Previous month' })}
        </Button>
        <Button variant="secondary" size="sm" data-month-step="1" onClick={() => shiftMonth(1)}>
          {i18n._({ id: 'calendar.next', message: 'Next month →' })}
        </Button>
        <LinkButton href={monthHref(homes[focused.home]?.code ?? homes[0]!.code, focused.day)} variant="secondary" size="sm">
          {i18n._({ id: 'calendar.timeline.oneHome', message: 'One home’s month' })}
        </LinkButton>
      </div>

      {calendar.isError ? (
        <CalendarLoadError onRetry={() => void calendar.refetch()} />
      ) : !calendar.data ? (
        <CalendarLoading />
      ) : (
        <>
          <p id={`${titleId}-help`} className={styles.help}>
            {i18n._({ id: 'calendar.timeline.help', message: 'Arrow keys move between days and homes, Page Up and Page Down between months; Enter shows what a day holds.' })}
          </p>
          <div className={calendar.isPlaceholderData ? `${timeline.scroller} ${updating}` : timeline.scroller}>
            <table
              ref={gridRef}
              role="grid"
              className={timeline.table}
              aria-labelledby={titleId}
              aria-describedby={`${titleId}-help`}
              aria-busy={calendar.isFetching}
              aria-rowcount={homes.length + 1}
              onKeyDown={onKeyDown}
              data-timeline-month={shownPrefix}
            >
              <thead>
                <tr>
                  <th scope="col" className={timeline.corner}>
                    {i18n._({ id: 'calendar.timeline.home', message: 'Home' })}
                  </th>
                  {shownDays.map((day, index) => (
                    <th key={day} scope="col" className={`${timeline.dayHead} ${isWeekend(day) ? timeline.weekend : ''}`}>
                      <abbr title={dayNames[index]}>
                        <span className={timeline.weekday}>{weekdayFormat.format(day)}</span>
                        {Number(day.slice(8))}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {homes.map((home, index) => (
                  <TimelineRow
                    key={home.code}
                    index={index}
                    home={home}
                    days={shownDays}
                    dayNames={dayNames}
                    entries={entriesOf(home)}
                    focusedDay={focused.home === index ? focused.day : null}
                    selectedDay={selected?.home === index ? selected.day : null}
                    onChoose={choose}
                  />
                ))}
              </tbody>
            </table>
          </div>

          <CalendarLegend />

          <section className={styles.details} aria-live="polite" aria-label={i18n._({ id: 'calendar.details', message: 'Selected day' })}>
            {selected && selectedHome && (
              <Card>
                <h3>{i18n._({ id: 'calendar.timeline.selected', message: '{home}, {date}', values: { home: selectedHome.name, date: dateFormat.format(selected.day) } })}</h3>
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
                <p>
                  <Link href={monthHref(selectedHome.code, selected.day)}>
                    {i18n._({ id: 'calendar.timeline.openMonth', message: 'Open the month of {home}', values: { home: selectedHome.name } })}
                  </Link>
                </p>
              </Card>
            )}
          </section>
        </>
      )}
    </>
  );
}

const noEntries: readonly CalendarEntry[] = [];
const isWeekend = (day: string) => [0, 6].includes(plain(day).getUTCDay());

interface TimelineRowProps {
  readonly index: number;
  readonly home: Accommodation;
  readonly days: readonly string[];
  readonly dayNames: readonly string[];
  readonly entries: readonly CalendarEntry[];
  /** The focused day when the focus is in this row (the row's one tab stop), else null. */
  readonly focusedDay: string | null;
  readonly selectedDay: string | null;
  onChoose(position: TimelinePosition): void;
}

/** One home: its name, then a cell per day that says home, date and what occupies the night. */
const TimelineRow = memo(function TimelineRow({ index, home, days, dayNames, entries, focusedDay, selectedDay, onChoose }: TimelineRowProps) {
  const { i18n } = useLingui();
  const free = i18n._({ id: 'calendar.day.free', message: 'free' });
  return (
    <tr>
      <th scope="row" className={timeline.homeCell} title={home.name}>
        {home.name}
        <span className={timeline.homeCode}>{home.code}</span>
      </th>
      {days.map((day, column) => {
        const onDay = entriesOnDay(entries, day);
        const first = onDay[0];
        const what = onDay.length === 0 ? free : onDay.map((entry) => entryLabel(i18n, entry)).join(', ');
        return (
          <td
            key={day}
            role="gridcell"
            data-cell={cellKey(index, day)}
            tabIndex={day === focusedDay ? 0 : -1}
            aria-selected={day === selectedDay}
            aria-label={`${home.name}, ${dayNames[column]}: ${what}`}
            className={timeline.cell}
            onClick={() => onChoose({ home: index, day })}
          >
            {first && (
              <span
                aria-hidden="true"
                className={`${styles.mark} ${timeline.bar} ${styles.swatch[first.type]} ${onDay.some((entry) => entry.conflict) ? styles.conflict : ''}`}
              >
                {entrySymbols[first.type]}
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
});
