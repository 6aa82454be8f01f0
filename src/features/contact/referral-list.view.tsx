import { useLingui } from '@lingui/react';
import { formatInstant } from '../../i18n/format';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { referralStatusLabels } from './contact-labels';
import * as styles from './contact.css';
import { QueryState } from '../../ui/query-state';
import { listLoadError } from './list-load-error';
import { useReferrals } from './use-contact';

/** The owner's recommendations with where each stands. */
export function ReferralListView() {
  const { i18n } = useLingui();
  const referrals = useReferrals();
  return (
    <section className={styles.cardBody} aria-labelledby="referral-list-title">
      <h2 id="referral-list-title" className={styles.sectionTitle}>
        {i18n._({ id: 'referral.list.title', message: 'Your recommendations' })}
      </h2>
      <QueryState skeleton="list" errorOf={listLoadError} query={referrals} loading={i18n._({ id: 'referral.list.loading', message: 'Loading your recommendations…' })}>
        {({ content }) =>
          content.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={i18n._({ id: 'referral.list.empty', message: 'No recommendations yet' })}
              text={i18n._({ id: 'referral.list.empty.text', message: 'The homeowners you recommend appear here, with how things stand.' })}
            />
          ) : (
            <ul className={styles.list}>
              {content.map((entry) => (
                <Card as="li" key={entry.id}>
                  <div className={styles.cardBody}>
                    <h3 className={styles.title}>{entry.name}</h3>
                    <span className={styles.badge}>{i18n._(referralStatusLabels[entry.status])}</span>
                    <p className={styles.muted}>
                      {i18n._({ id: 'referral.list.entry', message: '{location} · recommended on {date}', values: { location: entry.location, date: formatInstant(entry.createdAt, i18n.locale) } })}
                    </p>
                  </div>
                </Card>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
