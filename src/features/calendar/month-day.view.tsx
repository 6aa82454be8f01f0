import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { CalendarEntry } from '../../contract/calendar';
import type { BarPiece } from '../../domain/calendar-bars';
import * as bars from './calendar-bars.css';
import * as styles from './calendar.css';
import { barText, entryKind, entrySymbols } from './entry-types';

export interface MonthDayProps {
  readonly day: string;
  readonly pieces: readonly BarPiece<CalendarEntry>[];
  /** The night's price, formatted, when it is free and priced; else null. */
  readonly price: string | null;
  /** The timeline names the days in its header instead. */
  readonly hideNumber?: boolean;
}

/**
 * The words a day cell shows beyond its number, in their order: the labels of the bars that start
 * in it, then the price. A cell's accessible name starts with them (and the number), so that someone
 * who speaks to their phone can say what they see (WCAG 2.5.3, label in name).
 */
export function shownWords(i18n: I18n, pieces: readonly BarPiece<CalendarEntry>[], price: string | null): string[] {
  const labels = pieces.filter((piece) => piece.labelNights > 0).map((piece) => barText(i18n, piece.entry));
  return price ? [...labels, price] : labels;
}

/**
 * What a day cell draws (hidden from assistive technology: the cell's name says it all): its
 * number, the halves and wholes of the bars through it, a bar's label where it starts in the row,
 * and on a free night its price.
 */
export function MonthDay({ day, pieces, price, hideNumber = false }: MonthDayProps) {
  const { i18n } = useLingui();
  return (
    <>
      {!hideNumber && (
        <span className={styles.dayNumber} aria-hidden="true">
          {Number(day.slice(8))}
        </span>
      )}
      {pieces.map((piece) => {
        const kind = bars.kind[entryKind(piece.entry)];
        const lane = piece.entry.conflict ? bars.second : '';
        const shape = piece.part === 'departure' ? bars.departs : piece.arrives ? bars.arrives : bars.night;
        return (
          <span key={`${piece.entry.id}-${piece.part}`} aria-hidden="true">
            <span className={`${bars.piece} ${shape} ${kind} ${lane} ${piece.entry.conflict ? bars.conflict : ''}`} />
            {piece.labelNights > 0 && (
              <span
                className={`${bars.label} ${(piece.arrives ? bars.labelWidthArriving : bars.labelWidth)[piece.labelNights]} ${kind} ${lane}`}
                data-bar-label={piece.entry.id}
              >
                {entrySymbols[entryKind(piece.entry)]} {barText(i18n, piece.entry)}
              </span>
            )}
          </span>
        );
      })}
      {/* The cell's text reads "28 €147", not "28€147": its name must contain it (WCAG 2.5.3). */}
      {price && (
        <>
          {' '}
          <span className={bars.price} aria-hidden="true">
            {price}
          </span>
        </>
      )}
    </>
  );
}
