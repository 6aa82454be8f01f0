import { useLingui } from '@lingui/react';
import { formatInstant } from '../../i18n/format';
import { referralStatusLabels } from './contact-labels';
import { StatusList } from './status-list.view';
import { useReferrals } from './use-contact';

/** The owner's recommendations with where each stands. */
export function ReferralListView() {
  const { i18n } = useLingui();
  return (
    <StatusList
      id="referral-list-title"
      title={i18n._({ id: 'referral.list.title', message: 'Your recommendations' })}
      loading={i18n._({ id: 'referral.list.loading', message: 'Loading your recommendations…' })}
      empty={{
        title: i18n._({ id: 'referral.list.empty', message: 'No recommendations yet' }),
        text: i18n._({ id: 'referral.list.empty.text', message: 'The homeowners you recommend appear here, with how things stand.' }),
      }}
      query={useReferrals()}
      card={(entry) => ({
        key: entry.id,
        title: entry.name,
        status: i18n._(referralStatusLabels[entry.status]),
        line: i18n._({ id: 'referral.list.entry', message: '{location} · recommended on {date}', values: { location: entry.location, date: formatInstant(entry.createdAt, i18n.locale) } }),
      })}
    />
  );
}
