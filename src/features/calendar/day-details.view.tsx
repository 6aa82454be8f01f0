import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { CalendarEntry } from '../../contract/calendar';
import { Card } from '../../ui/card';
import * as styles from './calendar.css';
import { EntryLine } from './entry-line.view';

/** The chosen day's card (the month and the timeline): its title, what holds it, and what else the view adds. */
export function DayDetails({ title, entries, children }: { title: string | null; entries: readonly CalendarEntry[]; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.details} aria-live="polite" aria-label={i18n._({ id: 'calendar.details', message: 'Selected day' })}>
      {title && (
        <Card>
          <h3>{title}</h3>
          {entries.length === 0 ? (
            <p>{i18n._({ id: 'calendar.details.free', message: 'Nothing is booked on this day.' })}</p>
          ) : (
            <ul className={styles.detailList}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <EntryLine entry={entry} />
                </li>
              ))}
            </ul>
          )}
          {children}
        </Card>
      )}
    </section>
  );
}
