import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { Reservation } from '../../contract/reservations';
import { Card } from '../../ui/card';
import { ChevronRightIcon } from '../../ui/icon';
import { RemoveOwnerBooking } from './remove-owner-booking.view';
import { ReservationBadges } from './reservation-badges.view';
import { ReservationChanges } from './reservation-changes.view';
import { ReservationFacts } from './reservation-facts.view';
import { reservationTitle } from './reservation-kinds';
import * as styles from './reservations.css';

export interface ReservationCardProps {
  reservation: Reservation;
  /** Where the detail is, e.g. /reservations/arrivals/r-1?dateFrom=… */
  href: string;
  /** Focus the card's link once shown (the first card a "Show more" added). */
  focusOnShow?: boolean;
  onRemoved?: () => void;
}

/** One reservation of the list: guest as heading (a link to the detail), badges, facts, changes. */
export function ReservationCard({ reservation, href, focusOnShow = false, onRemoved }: ReservationCardProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusOnShow) link.current?.focus();
  }, [focusOnShow]);
  const { i18n } = useLingui();
  return (
    <Card as="li" padding="none" className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>
          <Link ref={link} href={href} className={`${styles.cardLink}${reservation.canceled ? ` ${styles.canceledText}` : ''}`}>
            {reservationTitle(i18n, reservation)}
            <ChevronRightIcon size="sm" />
          </Link>
        </h2>
        <ReservationBadges reservation={reservation} />
      </div>
      <ReservationFacts reservation={reservation} />
      <ReservationChanges changes={reservation.changes} />
      {reservation.removable && (
        <div className={styles.cardActions}>
          <RemoveOwnerBooking reservation={reservation} onRemoved={onRemoved} />
        </div>
      )}
    </Card>
  );
}
