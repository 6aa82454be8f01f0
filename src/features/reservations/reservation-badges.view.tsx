import { useLingui } from '@lingui/react';
import type { Reservation } from '../../contract/reservations';
import { reservationKind } from '../../domain/reservation';
import { CloseIcon, InfoIcon } from '../../ui/icon';
import { kinds, titleNamesKind } from './reservation-kinds';
import * as styles from './reservations.css';

/** Kind (unless the title names it), canceled state and comments of a reservation, each as icon and text (never colour alone). */
export function ReservationBadges({ reservation }: { reservation: Reservation }) {
  const { i18n } = useLingui();
  const kind = reservationKind(reservation);
  const Kind = kind && !titleNamesKind(reservation) ? kinds[kind] : null;
  const comments = reservation.commentsAvailable && kind !== 'Comment';
  if (!Kind && !comments && !reservation.canceled) return null;
  return (
    <span className={styles.badges}>
      {Kind && (
        <span className={styles.badge}>
          <Kind.icon size="sm" />
          {i18n._(Kind.label)}
        </span>
      )}
      {comments && (
        <span className={styles.badge}>
          <InfoIcon size="sm" />
          {i18n._(kinds.Comment.label)}
        </span>
      )}
      {reservation.canceled && (
        <span className={styles.canceledBadge}>
          <CloseIcon size="sm" />
          {i18n._({ id: 'reservations.canceled', message: 'Canceled' })}
        </span>
      )}
    </span>
  );
}
