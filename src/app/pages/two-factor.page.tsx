import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { TwoFactorView } from '../../features/login/two-factor.view';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { useApp, useContainer } from '../app-context';
import { navigatorPort } from '../../ports/navigator';
import { useLoginFlow } from '../use-login-flow';

/** /2fa only makes sense during a sign-in attempt; otherwise it is the login page's turn. */
export default function TwoFactorPage() {
  const { session } = useApp();
  const container = useContainer();
  const login = useLoginFlow();
  const establishing = useSelector(session, (s) => s.matches('establishing'));
  const awaiting = useSelector(login, (s) => s?.matches('awaitingCode') || s?.matches('verifying') || s?.matches('resending') || s?.status === 'done');
  if (establishing || (login && awaiting)) {
    return login ? <TwoFactorView login={login} contactHref="/2fa/contact-us" onNavigate={(to) => container.get(navigatorPort).go(to)} /> : <PageSkeleton />;
  }
  return <Redirect to="/login" replace />;
}
