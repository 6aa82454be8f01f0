import { useLingui } from '@lingui/react';
import { Button } from '../../ui/button';
import { LinkButton } from '../../ui/link-button';
import * as styles from '../../ui/page-form.css';

export interface AuthenticationErrorViewProps {
  contactHref: string;
  onNavigate: (path: string) => void;
  onRestart: () => void;
}

/** /authentication-error: the account has no e-mail or phone to send a code to. */
export function AuthenticationErrorView({ contactHref, onNavigate, onRestart }: AuthenticationErrorViewProps) {
  const { i18n } = useLingui();
  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {i18n._({ id: 'authError.title', message: 'We cannot send you a security code' })}
      </h1>
      <p className={styles.lead}>
        {i18n._({
          id: 'authError.text',
          message:
            'To sign in, we send a security code to your e-mail address or mobile phone. Your account has neither yet. Please contact us and we will add one for you.',
        })}
      </p>
      <div className={styles.form}>
        <LinkButton href={contactHref} fullWidth onClick={(e) => (e.preventDefault(), onNavigate(contactHref))}>
          {i18n._({ id: 'authError.contact', message: 'Contact us' })}
        </LinkButton>
        <Button type="button" variant="secondary" fullWidth onClick={onRestart}>
          {i18n._({ id: 'twoFactor.back', message: 'Back to sign in' })}
        </Button>
      </div>
    </>
  );
}
