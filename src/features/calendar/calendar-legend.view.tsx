import { useLingui } from '@lingui/react';
import * as bars from './calendar-bars.css';
import * as styles from './calendar.css';
import { EntryKinds, entryKindLabels, entrySymbols } from './entry-types';

/** Every kind with its colour, border and symbol: how the month and the timeline are read. */
export function CalendarLegend() {
  const { i18n } = useLingui();
  return (
    <ul className={styles.legend} aria-label={i18n._({ id: 'calendar.legend', message: 'Legend' })}>
      {EntryKinds.map((kind) => (
        <li key={kind} className={styles.legendItem}>
          <span className={`${bars.swatch} ${bars.kind[kind]}`} aria-hidden="true">
            {entrySymbols[kind]}
          </span>
          {i18n._(entryKindLabels[kind])}
        </li>
      ))}
    </ul>
  );
}
