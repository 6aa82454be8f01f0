import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { TwoFactorView } from '../../features/login/two-factor.view';
import { PageSkeleton } from '../../features/shell/page-skeleton.view';
import { loginAttemptsPort } from '../../ports/login-attempt-store';
import { useApp, useContainer } from '../app-context';
import { navigatorPort } from '../../ports/navigator';
import { useLoginFlow } from '../use-login-flow';

/**
 * /2fa only makes sense during a sign-in attempt; otherwise it is the login page's turn. After a
 * reload the flow starts over, so the page first resumes the attempt this tab kept, if any.
 */
export default function TwoFactorPage() {
  const { session } = useApp();
  const container = useContainer();
  const login = useLoginFlow();
  const establishing = useSelector(session, (s) => s.matches('establishing'));
  const awaiting = useSelector(login, (s) => s?.matches('awaitingCode') || s?.matches('verifying') || s?.matches('resending') || s?.status === 'done');
  const [resumeChecked, setResumeChecked] = useState(false);

  useEffect(() => {
    if (!login || resumeChecked) return;
    let live = true;
    void container
      .get(loginAttemptsPort)
      .load()
      .then((attempt) => {
        if (attempt && login.getSnapshot().matches('editing')) login.send({ type: 'attempt.resume', attempt });
        if (live) setResumeChecked(true);
      });
    return () => {
      live = false;
    };
  }, [login, container, resumeChecked]);

  if (establishing || (login && awaiting)) {
    return login ? <TwoFactorView login={login} contactHref="/2fa/contact-us" onNavigate={(to) => container.get(navigatorPort).go(to)} /> : <PageSkeleton />;
  }
  if (!resumeChecked) return <PageSkeleton />;
  return <Redirect to="/login" replace />;
}
