import { AuthenticationErrorView } from '../../features/login/authentication-error.view';
import { useContainer } from '../app-context';
import { navigatorPort } from '../../ports/navigator';
import { useLoginFlow } from '../use-login-flow';

export default function AuthenticationErrorPage() {
  const container = useContainer();
  const login = useLoginFlow();
  const navigator = container.get(navigatorPort);
  return (
    <AuthenticationErrorView
      contactHref="/2fa/contact-us"
      onNavigate={(to) => navigator.go(to)}
      onRestart={() => (login ? login.send({ type: 'login.restart' }) : navigator.go('/login'))}
    />
  );
}
