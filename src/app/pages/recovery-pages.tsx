import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { ForgotNumberView, ForgotPasswordView, RecoveryDoneView } from '../../features/recovery/forgot-password.view';
import { requestLinkMachine } from '../../features/recovery/request-link.machine';
import { resetPasswordMachine } from '../../features/recovery/reset-password.machine';
import { ResetPasswordView } from '../../features/recovery/reset-password.view';
import { useContainer } from '../app-context';
import { TOKENS } from '../tokens';

// The recovery pages load as one chunk: a visitor on /forgot-password needs its success page next.

function useNavigate() {
  const navigator = useContainer().get(TOKENS.navigator);
  return (path: string) => navigator.go(path);
}

/** A request-link flow whose `request` actor is `send` and whose success opens `successPath`. */
function useRequestLink(send: (value: string) => Promise<void>, successPath: string) {
  const container = useContainer();
  const machine = useMemo(() => {
    const navigator = container.get(TOKENS.navigator);
    return requestLinkMachine.provide({
      actors: { request: fromPromise(({ input }) => send(input)) },
      actions: { sent: () => navigator.go(successPath) },
    });
    // `send` closes over the container's gateway: the machine is made once per page.
  }, [container, successPath]);
  return useActorRef(machine);
}

export function ForgotPasswordPage() {
  const recovery = useContainer().get(TOKENS.recovery);
  const request = useRequestLink((userID) => recovery.forgotPassword({ userID }), '/forgot-password/success');
  return <ForgotPasswordView request={request} onNavigate={useNavigate()} />;
}

export function ForgotNumberPage() {
  const recovery = useContainer().get(TOKENS.recovery);
  const request = useRequestLink((email) => recovery.forgotNumber({ email }), '/forgot-number/success');
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
  const container = useContainer();
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const machine = useMemo(() => {
    const recovery = container.get(TOKENS.recovery);
    const navigator = container.get(TOKENS.navigator);
    return resetPasswordMachine.provide({
      actors: { reset: fromPromise(({ input }) => recovery.resetPassword(input)) },
      actions: { done: () => navigator.go('/change-password-confirmation', { replace: true }) },
    });
  }, [container]);
  const reset = useActorRef(machine, { input: { id } });
  return <ResetPasswordView reset={reset} onNavigate={useNavigate()} />;
}
