import { useSearch } from 'wouter';
import { ForgotNumberView, ForgotPasswordView, RecoveryDoneView } from '../../features/recovery/forgot-password.view';
import { ResetPasswordView } from '../../features/recovery/reset-password.view';
import { useApp } from '../app-context';
import { provideRequestLink, provideResetPassword } from '../recovery.provide';
import { useEarlyProvidedActor } from '../use-early-provided-actor';

// The navigator made at boot (the container binds the same one): the pages need no container to render.
function useNavigate() {
  const { navigator } = useApp().early;
  return (path: string) => navigator.go(path);
}

// The request forms are prerendered (scripts/route-chunks.mjs): they render before the
// container has loaded, which their machines wait for only when the form is sent.
export function ForgotPasswordPage() {
  const request = useEarlyProvidedActor(provideRequestLink, { kind: 'password' });
  return <ForgotPasswordView request={request} onNavigate={useNavigate()} />;
}

export function ForgotNumberPage() {
  const request = useEarlyProvidedActor(provideRequestLink, { kind: 'number' });
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

// Prerendered too (its first view, "checking your link", is the same for every link's id).
export function ResetPasswordPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const reset = useEarlyProvidedActor(provideResetPassword, {}, { input: { id } });
  return <ResetPasswordView reset={reset} onNavigate={useNavigate()} />;
}
