import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { ArrivalItem as Arrival } from '../../contract/dashboard';
import { customerName } from '../../domain/reservation';
import { daysBetween } from '../../domain/calendar-date';
import { Card } from '../../ui/card';
import { ChevronRightIcon } from '../../ui/icon';
import * as styles from './dashboard.css';
import { formatDay } from '../../i18n/format';
import { reservationKindLabels as kindLabels } from '../../i18n/reservation-kind-labels';

/** A guest of an arrival group: name (a link to the reservation), home, dates, nights, guests. */
export function ArrivalItem({ arrival }: { arrival: Arrival }) {
  const { i18n } = useLingui();
  const guests = arrival.pax.adults + arrival.pax.children;
  return (
    <Card as="li" padding="sm" className={styles.item}>
      <h4 className={styles.itemTitle}>
        <Link href={`/reservations/arrivals/${encodeURIComponent(arrival.id)}`} className={styles.itemLink}>
          {customerName(arrival) || arrival.resNo}
          <ChevronRightIcon size="sm" />
        </Link>
      </h4>
      <p className={styles.meta}>
        <span>{arrival.accommodation.name}</span>
        <span>
          <time dateTime={arrival.arrivalDate}>{formatDay(arrival.arrivalDate, i18n.locale)}</time>
          {' – '}
          <time dateTime={arrival.departureDate}>{formatDay(arrival.departureDate, i18n.locale)}</time>
        </span>
        <span>
          {i18n._({
            id: 'dashboard.arrival.stay',
            message: '{nights, plural, one {# night} other {# nights}}, {guests, plural, one {# guest} other {# guests}}',
            values: { nights: daysBetween(arrival.arrivalDate, arrival.departureDate), guests },
          })}
        </span>
        {arrival.kind && <span>{i18n._(kindLabels[arrival.kind])}</span>}
      </p>
    </Card>
  );
}
