import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { CalendarEntry } from '../../contract/calendar';
import { dayFormat } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { entryLabel } from './entry-types';

/** After "Book these dates": what was booked (kind and nights) and the way to its page. */
export function BookedNotice({ entry }: { entry: CalendarEntry }) {
  const { i18n } = useLingui();
  const dateFormat = dayFormat(i18n.locale, 'long');
  return (
    <Alert
      tone="success"
      title={i18n._({
        id: 'calendar.booked.title',
        message: 'Booked: {what}, arrival {arrival}, departure {departure}',
        values: { what: entryLabel(i18n, entry), arrival: dateFormat.format(entry.from), departure: dateFormat.format(entry.to) },
      })}
    >
      {entry.reservationId && <Link href={`/reservations/arrivals/${entry.reservationId}`}>{i18n._({ id: 'calendar.booked.open', message: 'Open the booking' })}</Link>}
    </Alert>
  );
}
