import { TwoFactorContactResultView } from '../../features/two-factor-contact/two-factor-contact-result.view';
import { useContainer } from '../app-context';
import { navigatorPort } from '../../ports/navigator';

export default function TwoFactorContactErrorPage() {
  const container = useContainer();
  return <TwoFactorContactResultView outcome="error" href="/2fa/contact-us" onNavigate={(to) => container.get(navigatorPort).go(to)} />;
}
