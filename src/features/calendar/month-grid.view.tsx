import { useLingui } from '@lingui/react';
import type { KeyboardEvent, RefObject } from 'react';
import type { CalendarEntry } from '../../contract/calendar';
import { barPieces } from '../../domain/calendar-bars';
import { entriesOnDay, type GridWeek } from '../../domain/calendar-grid';
import { dayFormat } from '../../i18n/format';
import * as styles from './calendar.css';
import { entryDescription } from './entry-types';
import { MonthDay, shownWords } from './month-day.view';

export interface MonthGridProps {
  readonly gridRef: RefObject<HTMLTableElement | null>;
  readonly weeks: readonly GridWeek[];
  readonly monthPrefix: string;
  readonly titleId: string;
  readonly helpId: string;
  readonly entries: readonly CalendarEntry[];
  /** Formatted prices of the priced nights, by date. */
  readonly prices: ReadonlyMap<string, string>;
  readonly today: string;
  readonly focused: string;
  readonly canBook: boolean;
  readonly busy: boolean;
  isSelected(day: string): boolean;
  onChoose(day: string): void;
  onKeyDown(event: KeyboardEvent<HTMLTableElement>): void;
}

/**
 * The month as a WAI-ARIA grid, weeks as rows: each day's name starts with what it shows (number,
 * a stay's name, the price), then says its date, what holds its night (or "free" and its price)
 * and who leaves that morning; today is aria-current="date"; past days are muted and cannot be
 * chosen for a booking.
 */
export function MonthGrid(props: MonthGridProps) {
  const { gridRef, weeks, monthPrefix, titleId, helpId, entries, prices, today, focused, canBook, busy, isSelected, onChoose, onKeyDown } = props;
  const { i18n } = useLingui();
  const dateFormat = dayFormat(i18n.locale, 'long');
  const weekdays = weeks[0]!.days.map((day) => ({ short: dayFormat(i18n.locale, 'weekdayShort').format(day), long: dayFormat(i18n.locale, 'weekday').format(day) }));
  const dayLabel = (day: string, shown: readonly string[]) => {
    const onDay = entriesOnDay(entries, day);
    const price = prices.get(day);
    let what = onDay.map((entry) => entryDescription(i18n, entry)).join(', ');
    if (onDay.length === 0) what = price ? i18n._({ id: 'calendar.day.freePriced', message: 'free, {price} a night', values: { price } }) : i18n._({ id: 'calendar.day.free', message: 'free' });
    const leaving = entries.filter((entry) => entry.to === day);
    if (leaving.length > 0) what += ` · ${i18n._({ id: 'calendar.day.departure', message: 'departure: {what}', values: { what: leaving.map((entry) => entryDescription(i18n, entry)).join(', ') } })}`;
    const name = `${dateFormat.format(day)}: ${what}`;
    return shown.length > 0 ? `${[Number(day.slice(8)), ...shown].join(' ')}, ${name}` : name;
  };
  return (
    <table ref={gridRef} role="grid" className={styles.grid} aria-labelledby={titleId} aria-describedby={helpId} aria-busy={busy} aria-multiselectable={canBook} onKeyDown={onKeyDown}>
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
              const pieces = barPieces(entries, day, week.days[0]!, week.days[6]!);
              const free = !pieces.some((piece) => piece.part === 'night');
              const price = free ? (prices.get(day) ?? null) : null;
              return (
                <td
                  key={day}
                  role="gridcell"
                  data-day={day}
                  tabIndex={day === focused ? 0 : -1}
                  aria-selected={isSelected(day)}
                  aria-current={day === today ? 'date' : undefined}
                  aria-label={dayLabel(day, shownWords(i18n, pieces, price))}
                  className={`${styles.day} ${day.startsWith(monthPrefix) ? '' : styles.outside} ${day < today ? styles.past : ''}`}
                  onClick={() => onChoose(day)}
                >
                  <MonthDay day={day} pieces={pieces} price={price} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
