import { useLingui } from '@lingui/react';
import type { Reservation } from '../../contract/reservations';
import { formatDay } from '../../i18n/format';
import { paxText } from './pax-text';
import * as styles from './reservations.css';

/** The facts of a stay as a description list: number, home, dates, nights, guests. */
export function ReservationFacts({ reservation }: { reservation: Reservation }) {
  const { i18n } = useLingui();
  const rows: [string, string, string?][] = [
    [i18n._({ id: 'reservations.resNo', message: 'Reservation number' }), reservation.resNo],
    [i18n._({ id: 'reservations.accommodation', message: 'Holiday home' }), reservation.accommodation.name],
    [i18n._({ id: 'reservations.arrival', message: 'Arrival' }), formatDay(reservation.arrivalDate, i18n.locale), reservation.arrivalDate],
    [i18n._({ id: 'reservations.departure', message: 'Departure' }), formatDay(reservation.departureDate, i18n.locale), reservation.departureDate],
    [
      i18n._({ id: 'reservations.nights', message: 'Nights' }),
      i18n._({ id: 'reservations.nightCount', message: '{count, plural, one {# night} other {# nights}}', values: { count: reservation.nights } }),
    ],
  ];
  // House closings and some owner stays have no guests: no "0 adults".
  if (reservation.pax.adults + reservation.pax.children > 0) rows.push([i18n._({ id: 'reservations.guests', message: 'Guests' }), paxText(i18n, reservation.pax)]);
  return (
    <dl className={styles.facts}>
      {rows.map(([term, text, iso]) => (
        <div key={term} className={styles.factRow}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{iso ? <time dateTime={iso}>{text}</time> : text}</dd>
        </div>
      ))}
    </dl>
  );
}
