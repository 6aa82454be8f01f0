import { useLingui } from '@lingui/react';
import { Alert } from '../../ui/alert';
import { LinkButton } from '../../ui/link-button';
import * as styles from '../../ui/page-form.css';

export interface TwoFactorContactResultViewProps {
  outcome: 'success' | 'error';
  /** Where the main button leads: sign-in after success, the form again after an error. */
  href: string;
  onNavigate: (path: string) => void;
}

/** /2fa/contact-us/success and /2fa/contact-us/error. */
export function TwoFactorContactResultView({ outcome, href, onNavigate }: TwoFactorContactResultViewProps) {
  const { i18n } = useLingui();
  const success = outcome === 'success';
  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {success
          ? i18n._({ id: 'twoFactorContact.success.title', message: 'Thank you, your message is on its way' })
          : i18n._({ id: 'twoFactorContact.error.title', message: 'Your message was not sent' })}
      </h1>
      <div className={styles.form}>
        <Alert tone={success ? 'success' : 'danger'}>
          {success
            ? i18n._({ id: 'twoFactorContact.success.text', message: 'Our owner service will contact you soon.' })
            : i18n._({
                id: 'twoFactorContact.error.text',
                message: 'Something went wrong on our side. Please try again, or call us if it keeps happening.',
              })}
        </Alert>
        <LinkButton href={href} fullWidth onClick={(e) => (e.preventDefault(), onNavigate(href))}>
          {success
            ? i18n._({ id: 'twoFactor.back', message: 'Back to sign in' })
            : i18n._({ id: 'twoFactorContact.error.retry', message: 'Try again' })}
        </LinkButton>
      </div>
    </>
  );
}
