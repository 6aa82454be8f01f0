import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { safeReturnPath } from '../../domain/return-path';
import { LoginView } from '../../features/login/login.view';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { navigatorPort } from '../../ports/navigator';
import { authenticatorPort } from '../../ports/passkey-authenticator';
import { useContainer } from '../app-context';
import { useLoginFlow } from '../use-login-flow';
import { useOnline } from '../use-online';

const NO_PASSKEYS = { button: false, autofill: false };

export default function LoginPage() {
  const login = useLoginFlow();
  const rdu = new URLSearchParams(useSearch()).get('rdu');
  const container = useContainer();
  const authenticator = container.get(authenticatorPort);
  const [passkeys, setPasskeys] = useState({ button: authenticator.supported(), autofill: false });
  // Without signal a passkey cannot sign in (the server's challenge is needed): nothing about it is offered.
  const online = useOnline();
  // The code step comes next: fetch its chunk once the form shows, not before (it is not needed to
  // sign in). A failure here is no error to report: the route loads the chunk again when it is due.
  useEffect(() => void import('./sign-in-steps').catch(() => undefined), []);
  useEffect(() => {
    let live = true;
    void authenticator.supportsAutofill().then((autofill) => live && setPasskeys((current) => ({ ...current, autofill })));
    return () => void (live = false);
  }, [authenticator]);
  if (!login) return <PageSkeleton />;
  const navigator = container.get(navigatorPort);
  return <LoginView login={login} returnTo={safeReturnPath(rdu)} passkeys={online ? passkeys : NO_PASSKEYS} onNavigate={(path) => navigator.go(path)} />;
}
