import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { Dashboard } from '../../contract/dashboard';
import { type ArrivalGroup, ArrivalGroups } from '../../domain/enumerations';
import * as styles from './dashboard.css';
import { ArrivalItem } from './arrival-item.view';
import { VisuallyHidden } from '../../ui/visually-hidden';

const groups: Record<ArrivalGroup, { title: MessageDescriptor; empty: MessageDescriptor }> = {
  Today: {
    title: /*i18n*/ { id: 'dashboard.arrivals.today', message: 'Arriving today' },
    empty: /*i18n*/ { id: 'dashboard.arrivals.today.empty', message: 'No guests arrive today.' },
  },
  Tomorrow: {
    title: /*i18n*/ { id: 'dashboard.arrivals.tomorrow', message: 'Arriving tomorrow' },
    empty: /*i18n*/ { id: 'dashboard.arrivals.tomorrow.empty', message: 'No guests arrive tomorrow.' },
  },
  CurrentGuest: {
    title: /*i18n*/ { id: 'dashboard.arrivals.current', message: 'Staying now' },
    empty: /*i18n*/ { id: 'dashboard.arrivals.current.empty', message: 'Nobody is staying in your holiday homes right now.' },
  },
  ArrivingInDays: {
    title: /*i18n*/ { id: 'dashboard.arrivals.later', message: 'Arriving in the next days' },
    empty: /*i18n*/ { id: 'dashboard.arrivals.later.empty', message: 'No more arrivals in the next days. New bookings appear here.' },
  },
};

/** Guests shown per group: one each keeps an agency's overview within about three phone screens; the rest is one tap away. */
const SHOWN_PER_GROUP = 1;

/** Guests by group as the server grouped them, each group with its heading and an empty text. */
export function ArrivalsOverview({ arrivals }: { arrivals: Dashboard['arrivals'] }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.laterSection} aria-labelledby="dashboard-arrivals">
      <h2 id="dashboard-arrivals" className={styles.sectionTitle}>
        {i18n._({ id: 'dashboard.arrivals', message: 'Your guests' })}
      </h2>
      {ArrivalGroups.map((group) => {
        const items = arrivals[group] ?? [];
        return (
          <div key={group} className={styles.section}>
            {/* The "N more" link sits beside the group's heading: one line less per group on a phone. */}
            <div className={styles.groupHead}>
              <h3 className={styles.groupTitle}>{i18n._(groups[group].title)}</h3>
              {items.length > SHOWN_PER_GROUP && (
                // Guests staying now arrived before today: the departures from today list them, the arrivals would not.
                <Link href={group === 'CurrentGuest' ? '/reservations/departures' : '/reservations/arrivals'} className={styles.itemLink}>
                  {group === 'CurrentGuest'
                    ? i18n._({ id: 'dashboard.arrivals.more.staying', message: '{count} more: by departure', values: { count: items.length - SHOWN_PER_GROUP } })
                    : i18n._({ id: 'dashboard.arrivals.more', message: '{count} more: all arrivals', values: { count: items.length - SHOWN_PER_GROUP } })}
                  <VisuallyHidden> ({i18n._(groups[group].title)})</VisuallyHidden>
                </Link>
              )}
            </div>
            {items.length === 0 ? (
              <p className={styles.emptyGroup}>{i18n._(groups[group].empty)}</p>
            ) : (
              <ul className={styles.list}>
                {items.slice(0, SHOWN_PER_GROUP).map((arrival) => (
                  <ArrivalItem key={arrival.id} arrival={arrival} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <nav className={styles.links} aria-label={i18n._({ id: 'dashboard.arrivals.links', message: 'All reservations' })}>
        <Link href="/reservations/arrivals" className={styles.itemLink}>
          {i18n._({ id: 'dashboard.arrivals.all', message: 'All arrivals' })}
        </Link>
        <Link href="/reservations/departures" className={styles.itemLink}>
          {i18n._({ id: 'dashboard.departures.all', message: 'All departures' })}
        </Link>
      </nav>
    </section>
  );
}
