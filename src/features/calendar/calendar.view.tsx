import { useLingui } from '@lingui/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Accommodation } from '../../contract/accommodations';
import type { CalendarEntry } from '../../contract/calendar';
import { entriesOnDay, type GridKey, GridKeys, monthWeeks, moveInGrid } from '../../domain/calendar-grid';
import { CalendarEntryTypes } from '../../domain/enumerations';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeading } from '../../ui/page-heading';
import { SelectField } from '../../ui/select-field';
import { Skeleton } from '../../ui/skeleton';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { LinkButton } from '../../ui/link-button';
import { CalendarExport } from './calendar-export.view';
import { CalendarImport } from './calendar-import.view';
import * as styles from './calendar.css';
import { entryLabel, entrySymbols, entryTypeLabels } from './entry-types';
import { useCalendarEntries } from './use-calendar';

export interface CalendarViewProps {
  readonly code: string;
  /** The day to open (its month is shown). */
  readonly date: string;
  readonly homes: readonly Accommodation[];
  /** Opens another month or home without a reload (the page changes the URL). */
  onNavigate(code: string, date: string): void;
}

const isGridKey = (key: string): key is GridKey => (GridKeys as readonly string[]).includes(key);
const plain = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** /bookings/calendar/{code}: a month of one home, as a WAI-ARIA grid (desktop) or an agenda (phone). */
export function CalendarView({ code, date, homes, onNavigate }: CalendarViewProps) {
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

  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortFormat = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const monthTitle = new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(plain(`${monthPrefix}-01`));
  const weekdays = weeks[0]!.days.map((day) => ({
    short: new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' }).format(plain(day)),
    long: new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' }).format(plain(day)),
  }));
  const span = (entry: CalendarEntry) =>
    i18n._({ id: 'calendar.entry.span', message: '{from} to {to}', values: { from: shortFormat.format(plain(entry.from)), to: shortFormat.format(plain(entry.to)) } });
  const dayLabel = (day: string) => {
    const onDay = entriesOnDay(entries, day);
    const what = onDay.length === 0 ? i18n._({ id: 'calendar.day.free', message: 'free' }) : onDay.map((entry) => entryLabel(i18n, entry)).join(', ');
    return `${dateFormat.format(plain(day))}: ${what}`;
  };
  const shiftMonth = (months: number) => {
    const target = new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
    onNavigate(code, target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(focused);
      return;
    }
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const next = moveInGrid(focused, event.key);
    moved.current = true;
    setFocused(next);
    if (!next.startsWith(monthPrefix)) onNavigate(code, next);
  };

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
        <LinkButton href={`/owner-booking?accommodation=${encodeURIComponent(code)}`} size="sm">
          {i18n._({ id: 'calendar.ownerBooking', message: 'Book your own stay' })}
        </LinkButton>
      </div>

      {calendar.isError ? (
        <Alert tone="danger" title={i18n._({ id: 'calendar.error', message: 'We could not load the calendar' })}>
          <p>{i18n._({ id: 'calendar.error.text', message: 'Please check your connection and try again.' })}</p>
          <Button variant="secondary" size="sm" onClick={() => void calendar.refetch()}>
            {i18n._({ id: 'calendar.retry', message: 'Try again' })}
          </Button>
        </Alert>
      ) : !calendar.data ? (
        <Card aria-busy="true">
          <VisuallyHidden role="status">{i18n._({ id: 'calendar.loading', message: 'Loading the calendar…' })}</VisuallyHidden>
          <Skeleton lines={8} />
        </Card>
      ) : (
        <>
          <p id={`${titleId}-help`} className={styles.legendItem}>
            {i18n._({ id: 'calendar.help', message: 'Arrow keys move between days, Page Up and Page Down between months; Enter shows what a day holds.' })}
          </p>
          <table ref={gridRef} role="grid" className={styles.grid} aria-labelledby={titleId} aria-describedby={`${titleId}-help`} aria-busy={calendar.isFetching} onKeyDown={onKeyDown}>
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
                        aria-selected={day === selected}
                        aria-label={dayLabel(day)}
                        className={`${styles.day} ${day.startsWith(monthPrefix) ? '' : styles.outside}`}
                        onClick={() => {
                          setFocused(day);
                          setSelected(day);
                        }}
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

          <ul className={styles.agenda} aria-label={i18n._({ id: 'calendar.agenda', message: 'This month' })}>
            {monthEntries.length === 0 && <li>{i18n._({ id: 'calendar.agenda.empty', message: 'Nothing booked this month.' })}</li>}
            {monthEntries.map((entry) => (
              <li key={entry.id} className={styles.agendaItem}>
                <EntryLine entry={entry} span={span(entry)} />
              </li>
            ))}
          </ul>

          <ul className={styles.legend} aria-label={i18n._({ id: 'calendar.legend', message: 'Legend' })}>
            {CalendarEntryTypes.map((type) => (
              <li key={type} className={styles.legendItem}>
                <span className={`${styles.mark} ${styles.swatch[type]}`} aria-hidden="true">
                  {entrySymbols[type]}
                </span>
                {i18n._(entryTypeLabels[type])}
              </li>
            ))}
          </ul>

          <section className={styles.details} aria-live="polite" aria-label={i18n._({ id: 'calendar.details', message: 'Selected day' })}>
            {selected && (
              <Card>
                <h3>{dateFormat.format(plain(selected))}</h3>
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
          <CalendarImport code={code} />
          <CalendarExport code={code} />
        </>
      )}
    </>
  );
}

/** One entry: symbol, name, nights, title and, for a reservation, the way to its page. */
function EntryLine({ entry, span }: { entry: CalendarEntry; span: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className={`${styles.mark} ${styles.swatch[entry.type]} ${entry.conflict ? styles.conflict : ''}`} aria-hidden="true">
        {entrySymbols[entry.type]}
      </span>
      <span>
        <strong>{entryLabel(i18n, entry)}</strong> · {span}
        {entry.title && ` · ${entry.title}`}
        {entry.reservationId && (
          <>
            {' · '}
            <Link href={`/reservations/arrivals/${entry.reservationId}`}>{i18n._({ id: 'calendar.entry.open', message: 'Open the reservation' })}</Link>
          </>
        )}
      </span>
    </>
  );
}
