import { useLingui } from '@lingui/react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Accommodation } from '../../contract/accommodations';
import type { CalendarEntry } from '../../contract/calendar';
import { isGridKey } from '../../domain/calendar-grid';
import { moveInTimeline, type TimelinePosition } from '../../domain/calendar-timeline';
import { dayFormat } from '../../i18n/format';
import { updating as updatingStyle } from '../../ui/updating.css';
import * as styles from './calendar.css';
import * as timeline from './homes-timeline.css';
import { cellKey, TimelineRow } from './timeline-row.view';

export interface TimelineGridProps {
  readonly titleId: string;
  readonly homes: readonly Accommodation[];
  /** The days shown (the month whose entries are loaded). */
  readonly days: readonly string[];
  /** The month asked for (yyyy-MM): a key that leaves it asks for the next. */
  readonly month: string;
  readonly today: string;
  entriesOf(home: Accommodation): readonly CalendarEntry[];
  readonly updating: boolean;
  readonly busy: boolean;
  readonly focused: TimelinePosition;
  readonly selected: TimelinePosition | null;
  onFocus(position: TimelinePosition): void;
  onChoose(position: TimelinePosition): void;
  onMonth(date: string): void;
}

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/**
 * Every home as a row, the month's days as columns, as one WAI-ARIA grid (one tab stop, arrow
 * keys, Page Up/Down for months). Wider than the screen, it scrolls sideways under sticky home
 * names: it opens scrolled to today and says that it scrolls. 24 homes × 31 days are 744 cells:
 * each row is memoised on its own entries, so moving the focus re-renders two rows, not the table.
 */
export function TimelineGrid(props: TimelineGridProps) {
  const { titleId, homes, days, month, today, entriesOf, updating, busy, focused, selected, onFocus, onChoose, onMonth } = props;
  const { i18n } = useLingui();
  const gridRef = useRef<HTMLTableElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const [overflows, setOverflows] = useState(false);
  const dateFormat = useMemo(() => dayFormat(i18n.locale, 'long'), [i18n.locale]);
  const dayNames = useMemo(() => days.map((day) => dateFormat.format(day)), [days, dateFormat]);
  const weekdayFormat = dayFormat(i18n.locale, 'weekdayNarrow');

  useEffect(() => {
    if (!focused.day.startsWith(month)) onFocus({ ...focused, day: `${month}-01` });
  }, [month, focused, onFocus]);
  useEffect(() => {
    if (!moved.current) return;
    // A day of a month still loading gets the focus when its cells arrive.
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(focused.home, focused.day)}"]`);
    if (!cell) return;
    moved.current = false;
    cell.focus();
  });
  // Opens on today (or the month's start): the columns before it are scrolled out, under the names.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const head = gridRef.current?.querySelector<HTMLElement>(`[data-day-head="${today}"]`);
    const names = gridRef.current?.querySelector<HTMLElement>('thead th');
    if (!scroller) return;
    scroller.scrollLeft = head && names ? Math.max(0, head.offsetLeft - names.offsetWidth - head.offsetWidth) : 0;
    setOverflows(scroller.scrollWidth > scroller.clientWidth + 1);
  }, [days, today]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(focused);
      return;
    }
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const next = moveInTimeline(focused, event.key, homes.length);
    moved.current = true;
    onFocus(next);
    if (!next.day.startsWith(month)) onMonth(next.day);
  };

  return (
    <>
      <p id={`${titleId}-help`} className={styles.help}>
        <span className={overflows ? timeline.scrollHint : `${timeline.scrollHint} ${timeline.scrollHintIdle}`} aria-hidden={!overflows || undefined}>
          {i18n._({ id: 'calendar.timeline.scroll', message: 'Swipe or scroll sideways for the other days →' })}{' '}
        </span>
        <span className={timeline.keysHelp}>{i18n._({ id: 'calendar.timeline.help', message: 'Arrow keys move between days and homes, Page Up and Page Down between months; Enter shows what a day holds.' })}</span>
      </p>
      <div ref={scrollerRef} className={updating ? `${timeline.scroller} ${updatingStyle}` : timeline.scroller} data-overflows={overflows || undefined}>
        <table ref={gridRef} role="grid" className={timeline.table} aria-labelledby={titleId} aria-describedby={`${titleId}-help`} aria-busy={busy} aria-rowcount={homes.length + 1} onKeyDown={onKeyDown} data-timeline-month={days[0]!.slice(0, 7)}>
          <thead>
            <tr>
              <th scope="col" className={timeline.corner}>
                {i18n._({ id: 'calendar.timeline.home', message: 'Home' })}
              </th>
              {days.map((day, index) => (
                <th key={day} scope="col" data-day-head={day} className={`${timeline.dayHead} ${isWeekend(day) ? timeline.weekend : ''} ${day === today ? timeline.todayHead : ''}`}>
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
                days={days}
                dayNames={dayNames}
                today={today}
                entries={entriesOf(home)}
                focusedDay={focused.home === index ? focused.day : null}
                selectedDay={selected?.home === index ? selected.day : null}
                onChoose={onChoose}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
