import { ReferralFormView } from '../../features/contact/referral-form.view';
import { ReferralListView } from '../../features/contact/referral-list.view';
import { useRefreshReferrals } from '../../features/contact/use-contact';
import { contactModule } from '../modules/contact.module';
import { reservationsModule } from '../modules/reservations.module';
import { provideReferral } from '../referral.provide';
import { useModules } from '../use-modules';
import { useProvidedActor } from '../use-provided-actor';

/**
 * A signed-in owner's part of /reference-form: the form sent from the account, and the list of
 * their recommendations. Its own chunk: a visitor's prerendered page loads only the public form.
 */
export default function OwnerReferrals() {
  useModules(contactModule, reservationsModule);
  const refresh = useRefreshReferrals();
  const referral = useProvidedActor(provideReferral, { mode: 'owner', onSent: refresh });
  return (
    <>
      <ReferralFormView referral={referral} />
      <ReferralListView />
    </>
  );
}
