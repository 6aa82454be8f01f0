import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { safeReturnPath } from '../../domain/return-path';
import { LoginView } from '../../features/login/login.view';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { useApp } from '../app-context';
import { useAfterHydration } from '../../ui/use-after-hydration';
import { useLoginFlow } from '../use-login-flow';
import { useOnline } from '../use-online';

const NO_PASSKEYS = { button: false, autofill: false };

export default function LoginPage() {
  const login = useLoginFlow();
  const rdu = new URLSearchParams(useSearch()).get('rdu');
  // The early adapters (main.tsx): the form shows and takes input before the container has loaded.
  const { early, container } = useApp();
  const { authenticator, navigator } = early;
  // The prerendered form shows the passkey button (every current browser has WebAuthn); one without drops it after hydration.
  const button = useAfterHydration(() => authenticator.supported(), true);
  const [autofill, setAutofill] = useState(false);
  const passkeys = { button, autofill };
  // Without signal a passkey cannot sign in (the server's challenge is needed): nothing about it is offered.
  const online = useOnline();
  // The code step comes next: fetch its chunk once the form shows, not before (it is not needed to
  // sign in). A failure here is no error to report: the route loads the chunk again when it is due.
  useEffect(() => void import('./sign-in-steps').catch(() => undefined), []);
  useEffect(() => {
    let live = true;
    // Passkey autofill (and @simplewebauthn's chunk) waits for the container, which loads after the form is first used.
    void container
      .then(() => authenticator.supportsAutofill())
      .then((supported) => live && setAutofill(supported));
    return () => void (live = false);
  }, [authenticator, container]);
  if (!login) return <PageSkeleton />;
  return <LoginView login={login} returnTo={safeReturnPath(rdu)} passkeys={online ? passkeys : NO_PASSKEYS} onNavigate={(path) => navigator.go(path)} />;
}
