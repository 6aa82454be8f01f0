import { TwoFactorContactResultView } from '../../features/two-factor-contact/two-factor-contact-result.view';
import { useContainer } from '../app-context';
import { navigatorPort } from '../../ports/navigator';

export default function TwoFactorContactSuccessPage() {
  const container = useContainer();
  return <TwoFactorContactResultView outcome="success" href="/login" onNavigate={(to) => container.get(navigatorPort).go(to)} />;
}
