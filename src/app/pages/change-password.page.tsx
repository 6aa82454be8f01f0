import { useSelector } from '@xstate/react';
import { ChangePasswordView } from '../../features/change-password/change-password.view';
import { useApp } from '../app-context';
import { provideChangePassword } from '../change-password.provide';
import { useProvidedActor } from '../use-provided-actor';

export default function ChangePasswordPage() {
  const { session } = useApp();
  const forced = useSelector(session, (s) => s.context.profile?.requireNewPassword ?? false);
  // Keyed by `forced` below, so the machine is provided again when the profile says otherwise.
  return <ChangePasswordForm key={String(forced)} forced={forced} />;
}

function ChangePasswordForm({ forced }: { forced: boolean }) {
  const changePassword = useProvidedActor(provideChangePassword, { forced });
  return <ChangePasswordView changePassword={changePassword} forced={forced} />;
}
