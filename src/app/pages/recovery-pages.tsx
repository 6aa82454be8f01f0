import { useSearch } from 'wouter';
import { ForgotNumberView, ForgotPasswordView, RecoveryDoneView } from '../../features/recovery/forgot-password.view';
import { ResetPasswordView } from '../../features/recovery/reset-password.view';
import { navigatorPort } from '../../ports/navigator';
import { useContainer } from '../app-context';
import { provideRequestLink, provideResetPassword } from '../recovery.provide';
import { useProvidedActor } from '../use-provided-actor';

function useNavigate() {
  const navigator = useContainer().get(navigatorPort);
  return (path: string) => navigator.go(path);
}

export function ForgotPasswordPage() {
  const request = useProvidedActor(provideRequestLink, { kind: 'password' });
  return <ForgotPasswordView request={request} onNavigate={useNavigate()} />;
}

export function ForgotNumberPage() {
  const request = useProvidedActor(provideRequestLink, { kind: 'number' });
  return <ForgotNumberView request={request} onNavigate={useNavigate()} />;
}

export function ForgotPasswordSuccessPage() {
  return <RecoveryDoneView kind="passwordLink" onNavigate={useNavigate()} />;
}

export function ForgotNumberSuccessPage() {
  return <RecoveryDoneView kind="number" onNavigate={useNavigate()} />;
}

export function PasswordChangedPage() {
  return <RecoveryDoneView kind="changed" onNavigate={useNavigate()} />;
}

export function ResetPasswordPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const reset = useProvidedActor(provideResetPassword, {}, { input: { id } });
  return <ResetPasswordView reset={reset} onNavigate={useNavigate()} />;
}
