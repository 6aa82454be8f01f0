import { useLingui } from '@lingui/react';
import { memo } from 'react';
import type { Accommodation } from '../../contract/accommodations';
import type { CalendarEntry } from '../../contract/calendar';
import { barPieces } from '../../domain/calendar-bars';
import { entriesOnDay } from '../../domain/calendar-grid';
import type { TimelinePosition } from '../../domain/calendar-timeline';
import { entryDescription } from './entry-types';
import * as timeline from './homes-timeline.css';
import { MonthDay } from './month-day.view';

export interface TimelineRowProps {
  readonly index: number;
  readonly home: Accommodation;
  readonly days: readonly string[];
  readonly dayNames: readonly string[];
  readonly today: string;
  readonly entries: readonly CalendarEntry[];
  /** The focused day when the focus is in this row (the row's one tab stop), else null. */
  readonly focusedDay: string | null;
  readonly selectedDay: string | null;
  onChoose(position: TimelinePosition): void;
}

export const cellKey = (home: number, day: string) => `${home}:${day}`;

/**
 * One home: its full name (wrapping), then a cell per day that says home, date and what occupies
 * the night, drawn as the month's bars with the guest's name once per row.
 */
export const TimelineRow = memo(function TimelineRow({ index, home, days, dayNames, today, entries, focusedDay, selectedDay, onChoose }: TimelineRowProps) {
  const { i18n } = useLingui();
  const free = i18n._({ id: 'calendar.day.free', message: 'free' });
  return (
    <tr>
      <th scope="row" className={timeline.homeCell} title={`${home.name} (${home.code})`}>
        {home.name}
        <span className={timeline.homeCode}>{home.code}</span>
      </th>
      {days.map((day, column) => {
        const onDay = entriesOnDay(entries, day);
        const what = onDay.length === 0 ? free : onDay.map((entry) => entryDescription(i18n, entry)).join(', ');
        return (
          <td
            key={day}
            role="gridcell"
            data-cell={cellKey(index, day)}
            tabIndex={day === focusedDay ? 0 : -1}
            aria-selected={day === selectedDay}
            aria-current={day === today ? 'date' : undefined}
            aria-label={`${home.name}, ${dayNames[column]}: ${what}`}
            className={`${timeline.cell} ${day < today ? timeline.past : ''}`}
            onClick={() => onChoose({ home: index, day })}
          >
            <MonthDay day={day} pieces={barPieces(entries, day, days[0]!, days.at(-1)!)} price={null} hideNumber />
          </td>
        );
      })}
    </tr>
  );
});
