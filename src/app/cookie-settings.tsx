import { parseConsent, serializeConsent } from '../domain/consent';
import { CONSENT_KEY } from '../domain/constants';
import { ConsentDialog } from '../features/consent/consent.view';
import { cookiesPort } from '../ports/cookie-jar';
import { useApp, useContainer } from './app-context';

/** How long a consent decision is kept, in days. */
const CONSENT_DAYS = 365;

/** The cookie settings dialog, wired to the CONSENT cookie. Loaded when first opened. */
export default function CookieSettings({ onClose }: { onClose: () => void }) {
  const cookies = useContainer().get(cookiesPort);
  return (
    <ConsentDialog
      open
      consent={parseConsent(cookies.get(CONSENT_KEY))}
      onClose={onClose}
      onSave={(consent) => {
        cookies.set(CONSENT_KEY, serializeConsent(consent), CONSENT_DAYS);
        onClose();
      }}
    />
  );
}
