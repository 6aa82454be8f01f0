import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { CalendarEntry } from '../../contract/calendar';
import * as styles from './calendar.css';
import { entryLabel, entrySymbols } from './entry-types';

/** One entry: symbol, name, nights, title and, for a reservation, the way to its page. */
export function EntryLine({ entry, span }: { entry: CalendarEntry; span: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className={`${styles.mark} ${styles.swatch[entry.type]} ${entry.conflict ? styles.conflict : ''}`} aria-hidden="true">
        {entrySymbols[entry.type]}
      </span>
      <span>
        <strong>{entryLabel(i18n, entry)}</strong> · {span}
        {entry.title && ` · ${entry.title}`}
        {entry.reservationId && (
          <>
            {' · '}
            <Link href={`/reservations/arrivals/${entry.reservationId}`}>{i18n._({ id: 'calendar.entry.open', message: 'Open the reservation' })}</Link>
          </>
        )}
      </span>
    </>
  );
}
