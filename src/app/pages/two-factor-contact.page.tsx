import { useSelector } from '@xstate/react';
import { TwoFactorContactView } from '../../features/two-factor-contact/two-factor-contact.view';
import { provideTwoFactorContact } from '../two-factor-contact.provide';
import { useLoginFlow } from '../use-login-flow';
import { useProvidedActor } from '../use-provided-actor';

export default function TwoFactorContactPage() {
  const login = useLoginFlow();
  const userID = useSelector(login, (s) => s?.context.userID ?? '');
  const contact = useProvidedActor(provideTwoFactorContact, {});
  return <TwoFactorContactView contact={contact} userID={userID} />;
}
