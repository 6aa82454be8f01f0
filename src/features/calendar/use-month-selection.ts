import { useLingui } from '@lingui/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { CalendarEntry } from '../../contract/calendar';
import { isGridKey, moveInGrid } from '../../domain/calendar-grid';
import { type DaySelection, firstOccupiedNight, selectionBetween } from '../../domain/calendar-selection';
import { dayFormat } from '../../i18n/format';
import { entryLabel } from './entry-types';

export interface MonthSelectionInput {
  /** The day the month opened on (its month is shown). */
  readonly date: string;
  /** The visitor's today: earlier nights can no longer be booked. */
  readonly today: string;
  /** The first and last day on screen (their entries are loaded). */
  readonly first: string;
  readonly last: string;
  readonly entries: readonly CalendarEntry[];
  readonly canBook: boolean;
  /** Another month: the page changes the URL. */
  onMonth(date: string): void;
}

/**
 * The month grid's focus (one tab stop, WAI-ARIA grid keys), the day whose details show, and the
 * free nights chosen for an owner booking with the reason the last attempt to grow them was refused.
 */
export function useMonthSelection({ date, today, first, last, entries, canBook, onMonth }: MonthSelectionInput) {
  const { i18n } = useLingui();
  const [focused, setFocused] = useState(date);
  const [selected, setSelected] = useState<string | null>(null);
  const [range, setRange] = useState<DaySelection | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const moved = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const monthPrefix = date.slice(0, 7);

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
  const pastRefusal = () => i18n._({ id: 'calendar.range.past', message: 'Nights before today cannot be booked any more.' });
  /** Takes the nights unless one is past or occupied: then says why and keeps what was there. */
  const trySelect = (next: DaySelection, previous: DaySelection | null) => {
    if (next.from < today) {
      setRange(previous);
      setRefusal(pastRefusal());
      return;
    }
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
  /** A tap or Enter: the day's details; for booking, a first night, or the other end of the nights. */
  const choose = (day: string) => {
    setFocused(day);
    setSelected(day);
    if (!canBook) return;
    // A past day shows what it held and says why it does not start or end a booking.
    if (day < today) return setRefusal(pastRefusal());
    const single = range && range.from === range.to ? range : null;
    if (single && day !== single.anchor) trySelect(selectionBetween(single.anchor, day), single);
    else trySelect({ anchor: day, from: day, to: day }, null);
  };
  const clear = () => {
    setRange(null);
    setRefusal(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    if (event.key === 'Escape' && (range || refusal)) return clear();
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
    if (!next.startsWith(monthPrefix)) onMonth(next);
  };
  const isSelected = (day: string) => (range ? range.from <= day && day <= range.to : day === selected);
  return { gridRef, focused, selected, range, refusal, choose, clear, onKeyDown, isSelected };
}
