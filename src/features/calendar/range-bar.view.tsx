import { useLingui } from '@lingui/react';
import { bookingDates, type DaySelection } from '../../domain/calendar-selection';
import { nightsBetween } from '../../domain/stay';
import { dayFormat } from '../../i18n/format';
import { Button } from '../../ui/button';
import { PageLink } from '../../ui/page-link';
import * as styles from './calendar.css';

export interface RangeBarProps {
  readonly code: string;
  readonly range: DaySelection | null;
  readonly refusal: string | null;
  readonly canBook: boolean;
  onCancel(): void;
}

/**
 * Under the grid and stuck to the bottom of the screen: how to choose nights, the nights chosen
 * with the way to book them, or why the last choice was refused. Stuck, so that it stays in
 * sight while the other end is tapped and after a choice on any screen.
 */
export function RangeBar({ code, range, refusal, canBook, onCancel }: RangeBarProps) {
  const { i18n } = useLingui();
  if (!canBook) return null;
  const dateFormat = dayFormat(i18n.locale, 'long');
  const booking = range ? bookingDates(range) : null;
  return (
    <div className={booking || refusal ? styles.rangeBar : `${styles.rangeBar} ${styles.rangeIdle}`} role="status">
      {refusal && <p className={styles.refusal}>{refusal}</p>}
      {!booking && !refusal && <p>{i18n._({ id: 'calendar.range.hint', message: 'To book your own stay, tap the first and the last night.' })}</p>}
      {booking && range && (
        <>
          <p>
            {range.from === range.to
              ? // After the first tap: the next step, so that a phone user knows the second tap is the last night.
                i18n._({ id: 'calendar.range.first', message: 'First night: {date}. Now tap the last night of your stay, or book just this one.', values: { date: dateFormat.format(booking.arrivalDate) } })
              : i18n._({
                  id: 'calendar.range.summary',
                  message: 'Selected: arrival {arrival}, departure {departure} ({nights, plural, one {# night} other {# nights}})',
                  values: { arrival: dateFormat.format(booking.arrivalDate), departure: dateFormat.format(booking.departureDate), nights: nightsBetween(booking.arrivalDate, booking.departureDate) },
                })}
          </p>
          <PageLink href={`/owner-booking?accommodation=${encodeURIComponent(code)}&arrival=${booking.arrivalDate}&departure=${booking.departureDate}`} size="sm">
            {i18n._({ id: 'calendar.range.book', message: 'Book these dates' })}
          </PageLink>
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {i18n._({ id: 'calendar.range.cancel', message: 'Cancel' })}
          </Button>
        </>
      )}
    </div>
  );
}
