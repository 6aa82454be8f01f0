import { useLingui } from '@lingui/react';
import { CalendarEntryTypes } from '../../domain/enumerations';
import * as styles from './calendar.css';
import { entrySymbols, entryTypeLabels } from './entry-types';

/** The eight entry types with their symbol and pattern: how the month and the timeline are read. */
export function CalendarLegend() {
  const { i18n } = useLingui();
  return (
    <ul className={styles.legend} aria-label={i18n._({ id: 'calendar.legend', message: 'Legend' })}>
      {CalendarEntryTypes.map((type) => (
        <li key={type} className={styles.legendItem}>
          <span className={`${styles.mark} ${styles.swatch[type]}`} aria-hidden="true">
            {entrySymbols[type]}
          </span>
          {i18n._(entryTypeLabels[type])}
        </li>
      ))}
    </ul>
  );
}
