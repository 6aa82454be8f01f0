import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatDateStyle } from '../domain/date-format';
import { addDays, addMonths } from '../domain/date-arithmetic';
import { isGridKey } from '../domain/calendar-grid';
import { clampDate, type DateBounds, movePickerFocus, pickerWeeks, withinBounds } from '../domain/date-picker';
import { Button } from './button';
import * as styles from './date-picker.css';
import { Dialog } from './dialog';
import { ChevronRightIcon } from './icon';
import { VisuallyHidden } from './visually-hidden';

/** Props of {@link DatePicker}. Dates are yyyy-MM-dd. */
export interface DatePickerProps extends DateBounds {
  /** The field's label: it names the dialog. */
  title: string;
  /** The date chosen now, or '' (the picker then opens on `today`). */
  value: string;
  /** Today in the owner's time zone: marked in the grid. */
  today: string;
  /** Whether a date's night is already taken (marked and said; it can still be chosen, e.g. as a departure). */
  booked?: (date: string) => boolean;
  onSelect: (date: string) => void;
  onClose: () => void;
}

const day = (date: string) => {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth };
};

/**
 * The WAI-ARIA date picker dialog: a month grid, Monday first, in the portal's language. Arrows
 * move by day and week, Home/End to the week's ends, Page Up/Down by month (with Shift by year),
 * Enter or Space choose, Escape closes; focus then returns to the button that opened it. Open
 * while mounted: the field mounts it on demand (a lazy chunk).
 */
export function DatePicker({ title, onClose, ...month }: DatePickerProps) {
  const content = useRef<HTMLDivElement>(null);
  // The Dialog's own effect (a child's, so it runs first) has opened it and focused its first
  // control; the grid's focused day is where the pattern starts.
  useEffect(() => {
    content.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
  }, []);
  return (
    <Dialog open onClose={onClose} title={title}>
      <div ref={content}>
        <MonthGrid {...month} />
      </div>
    </Dialog>
  );
}

function MonthGrid({ value, today, min, max, booked, onSelect }: Omit<DatePickerProps, 'title' | 'onClose'>) {
  const { i18n } = useLingui();
  const bounds = { min, max };
  const [focused, setFocused] = useState(() => clampDate(value || today, bounds));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const headingId = useId();
  const helpId = useId();
  const { year, month } = day(focused);
  const first = `${focused.slice(0, 7)}-01`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const choose = (date: string) => {
    if (withinBounds(date, bounds)) onSelect(date);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isGridKey(event.key)) {
      moved.current = true;
      setFocused(movePickerFocus(focused, event.key, event.shiftKey, bounds));
    } else if (event.key === 'Enter' || event.key === ' ') {
      choose(focused);
    } else return;
    event.preventDefault();
  };
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((offset) => day(addDays('2024-01-01', offset))); // a Monday

  return (
    <div className={styles.month}>
      <div className={styles.header}>
        <Button variant="ghost" size="sm" disabled={min !== undefined && min >= first} onClick={() => setFocused(clampDate(addMonths(focused, -1), bounds))}>
          <ChevronRightIcon className={styles.previous} />
          <VisuallyHidden>{i18n._({ id: 'ui.datePicker.previousMonth', message: 'Previous month' })}</VisuallyHidden>
        </Button>
        <h3 id={headingId} className={styles.heading} aria-live="polite">
          {formatDateStyle({ year, month, day: 1 }, i18n.locale, 'monthYear')}
        </h3>
        <Button variant="ghost" size="sm" disabled={max !== undefined && max < addMonths(first, 1)} onClick={() => setFocused(clampDate(addMonths(focused, 1), bounds))}>
          <ChevronRightIcon />
          <VisuallyHidden>{i18n._({ id: 'ui.datePicker.nextMonth', message: 'Next month' })}</VisuallyHidden>
        </Button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={headingId} aria-describedby={helpId} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.day} scope="col" className={styles.weekday}>
                <span aria-hidden="true">{formatDateStyle(weekday, i18n.locale, 'weekdayShort')}</span>
                <VisuallyHidden>{formatDateStyle(weekday, i18n.locale, 'weekday')}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pickerWeeks(year, month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) =>
                date === null ? (
                  <td key={index} />
                ) : (
                  <td
                    key={date}
                    role="gridcell"
                    tabIndex={date === focused ? 0 : -1}
                    aria-label={
                      booked?.(date)
                        ? i18n._({ id: 'ui.datePicker.booked', message: '{date}, booked', values: { date: formatDateStyle(day(date), i18n.locale, 'long') } })
                        : formatDateStyle(day(date), i18n.locale, 'long')
                    }
                    aria-selected={date === value}
                    aria-current={date === today ? 'date' : undefined}
                    aria-disabled={withinBounds(date, bounds) ? undefined : true}
                    className={booked?.(date) ? `${styles.day} ${styles.booked}` : styles.day}
                    onClick={() => choose(date)}
                  >
                    {day(date).day}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className={styles.help}>
        {i18n._({ id: 'ui.datePicker.keys', message: 'Arrow keys move by day and week, Page Up and Page Down by month; Enter chooses.' })}
      </p>
    </div>
  );
}
