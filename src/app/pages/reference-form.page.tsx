import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { ReferralFormView } from '../../features/contact/referral-form.view';
import { ReferralListView } from '../../features/contact/referral-list.view';
import { useRefreshReferrals } from '../../features/contact/use-contact';
import * as styles from '../../features/contact/contact.css';
import type { ReferralMode } from '../../features/contact/referral.machine';
import { PageHeading } from '../../ui/page-heading';
import { useApp } from '../app-context';
import { provideReferral } from '../referral.provide';
import { useProvidedActor } from '../use-provided-actor';
import { contactModule } from '../modules/contact.module';
import { reservationsModule } from '../modules/reservations.module';
import { useModules } from '../use-modules';

/**
 * /reference-form: public. A signed-in owner recommends from the account and sees the list of
 * recommendations; anyone else uses the public form with its bot check.
 */
export default function ReferenceFormPage() {
  useModules(contactModule, reservationsModule);
  const { session } = useApp();
  const loggedIn = useSelector(session, (s) => s.context.profile !== null && s.matches('loggedIn'));
  const { i18n } = useLingui();
  return (
    <div className={styles.page}>
      <PageHeading
        title={i18n._({ id: 'referral.title', message: 'Recommend a homeowner' })}
        description={i18n._({
          id: 'referral.lead',
          message: 'Do you know someone who has a holiday home or wants to let one? Tell us about them, with their agreement, and our team will contact them.',
        })}
      />
      {/* The form restarts when the session becomes known: owner and public forms differ. */}
      {loggedIn ? <OwnerReferral key="owner" /> : <ReferralForm key="public" mode="public" onSent={() => {}} />}
    </div>
  );
}

function OwnerReferral() {
  const refresh = useRefreshReferrals();
  return (
    <>
      <ReferralForm mode="owner" onSent={refresh} />
      <ReferralListView />
    </>
  );
}

function ReferralForm(args: { mode: ReferralMode; onSent: () => void }) {
  const referral = useProvidedActor(provideReferral, args);
  return <ReferralFormView referral={referral} />;
}
