import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { lazy } from 'react';
import { ReferralFormView } from '../../features/contact/referral-form.view';
import * as styles from '../../features/contact/contact.css';
import { PageHeading } from '../../ui/page-heading';
import { useApp } from '../app-context';
import { contactModule } from '../modules/contact.module';
import { provideReferral } from '../referral.provide';
import { useEarlyProvidedActor } from '../use-early-provided-actor';

// The owner's form and list wait for the container anyway: their chunk loads with it.
const OwnerReferrals = lazy(() => import('./owner-referrals'));

/**
 * /reference-form: public. A signed-in owner recommends from the account and sees the list of
 * recommendations; anyone else uses the public form with its bot check, which the build
 * prerenders for visitors (scripts/route-chunks.mjs).
 */
export default function ReferenceFormPage() {
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
      {loggedIn ? <OwnerReferrals key="owner" /> : <PublicReferral key="public" />}
    </div>
  );
}

/** A visitor's form renders, and takes input, before the container has loaded. */
function PublicReferral() {
  const referral = useEarlyProvidedActor(provideReferral, { mode: 'public', onSent: () => {} }, { modules: [contactModule] });
  return <ReferralFormView referral={referral} />;
}
