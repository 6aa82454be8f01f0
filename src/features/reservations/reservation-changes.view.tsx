import { useLingui } from '@lingui/react';
import type { ReservationChange } from '../../contract/reservations';
import { formatDay, formatInstant } from '../../i18n/format';
import { paxText } from './pax-text';
import * as styles from './reservations.css';

/** Each change of dates or guests with the value before it, newest last as the server sends them. */
export function ReservationChanges({ changes, withDates = false }: { changes: readonly ReservationChange[]; withDates?: boolean }) {
  const { i18n } = useLingui();
  const day = (iso: string) => formatDay(iso, i18n.locale);
  const items = changes.flatMap((entry, index) =>
    entry.changes.map((change, part) => ({
      key: `${index}-${part}`,
      at: entry.changedAt,
      text:
        change.type === 'dates'
          ? i18n._({
              id: 'reservations.change.dates',
              message: 'Dates changed to {arrival} – {departure} (before: {previousArrival} – {previousDeparture})',
              values: {
                arrival: day(change.current.arrivalDate),
                departure: day(change.current.departureDate),
                previousArrival: day(change.previous.arrivalDate),
                previousDeparture: day(change.previous.departureDate),
              },
            })
          : i18n._({
              id: 'reservations.change.pax',
              message: 'Guests changed to {current} (before: {previous})',
              values: { current: paxText(i18n, change.current), previous: paxText(i18n, change.previous) },
            }),
    })),
  );
  if (items.length === 0) return null;
  return (
    <ul className={styles.changes} aria-label={i18n._({ id: 'reservations.changes', message: 'Changes' })}>
      {items.map((item) => (
        <li key={item.key}>
          {withDates && (
            <>
              <time dateTime={item.at}>{formatInstant(item.at, i18n.locale)}</time>:{' '}
            </>
          )}
          {item.text}
        </li>
      ))}
    </ul>
  );
}
