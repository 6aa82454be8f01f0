import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { CalendarEntry } from '../../contract/calendar';
import { dayFormat } from '../../i18n/format';
import * as bars from './calendar-bars.css';
import { entryDescription, entryKind, entrySymbols } from './entry-types';

/** One entry: its kind's swatch, who or what, its nights, an owner's note, and for a stay with a page the way to it. */
export function EntryLine({ entry }: { entry: CalendarEntry }) {
  const { i18n } = useLingui();
  const kind = entryKind(entry);
  const shortFormat = dayFormat(i18n.locale, 'dayMonth');
  const span = i18n._({ id: 'calendar.entry.span', message: '{from} to {to}', values: { from: shortFormat.format(entry.from), to: shortFormat.format(entry.to) } });
  return (
    <>
      <span className={`${bars.swatch} ${bars.kind[kind]} ${entry.conflict ? bars.conflict : ''}`} aria-hidden="true">
        {entrySymbols[kind]}
      </span>
      <span>
        <strong>{entryDescription(i18n, entry)}</strong> · {span}
        {/* An owner booking's title is the owner's own note. */}
        {kind === 'own' && entry.title && ` · ${i18n._({ id: 'calendar.entry.ownerNote', message: 'Your note: {note}', values: { note: entry.title } })}`}
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
