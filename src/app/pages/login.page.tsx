import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { safeReturnPath } from '../../domain/return-path';
import { LoginView } from '../../features/login/login.view';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { useContainer } from '../app-context';
import { TOKENS } from '../tokens';
import { useLoginFlow } from '../use-login-flow';

export default function LoginPage() {
  const login = useLoginFlow();
  const rdu = new URLSearchParams(useSearch()).get('rdu');
  const container = useContainer();
  const authenticator = container.get(TOKENS.authenticator);
  const [passkeys, setPasskeys] = useState({ button: authenticator.supported(), autofill: false });
  useEffect(() => {
    let live = true;
    void authenticator.supportsAutofill().then((autofill) => live && setPasskeys((current) => ({ ...current, autofill })));
    return () => void (live = false);
  }, [authenticator]);
  if (!login) return <PageSkeleton />;
  const navigator = container.get(TOKENS.navigator);
  return <LoginView login={login} returnTo={safeReturnPath(rdu)} passkeys={passkeys} onNavigate={(path) => navigator.go(path)} />;
}
