import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { type ReservationType, ReservationTypes } from '../../domain/route-params';
import * as styles from './reservations.css';

/** Links between the arrivals and departures lists; the filters go along. */
export function ReservationTypeTabs({ type, search }: { type: ReservationType; search: string }) {
  const { i18n } = useLingui();
  const label = (t: ReservationType) =>
    t === 'arrivals' ? i18n._({ id: 'reservations.arrivals', message: 'Arrivals' }) : i18n._({ id: 'reservations.departures', message: 'Departures' });
  return (
    <nav aria-label={i18n._({ id: 'reservations.lists', message: 'Reservation lists' })}>
      <ul className={styles.tabs}>
        {ReservationTypes.map((t) => (
          <li key={t}>
            <Link href={`/reservations/${t}${search ? `?${search}` : ''}`} className={styles.tab} aria-current={t === type ? 'page' : undefined}>
              {label(t)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
