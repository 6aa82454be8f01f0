import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { Alert } from '../../ui/alert';
import { LinkButton } from '../../ui/link-button';
import { PageHeading } from '../../ui/page-heading';
import * as styles from './contact.css';

/** /contact-us/success and /contact-us/error. */
export function ContactUsResultView({ outcome }: { outcome: 'success' | 'error' }) {
  const { i18n } = useLingui();
  const success = outcome === 'success';
  const [href, label] = success
    ? ['/', i18n._({ id: 'contact.result.home', message: 'Back to the overview' })]
    : ['/contact-us', i18n._({ id: 'contact.result.again', message: 'Write the message again' })];
  return (
    <div className={styles.page}>
      <PageHeading
        title={success ? i18n._({ id: 'contact.result.success.title', message: 'Thank you, your message is on its way' }) : i18n._({ id: 'contact.result.error.title', message: 'Your message was not sent' })}
      />
      <Alert tone={success ? 'success' : 'danger'}>
        <p>
          {success
            ? i18n._({ id: 'contact.result.success.text', message: 'Your service office has your message and will answer by e-mail, usually within one working day.' })
            : i18n._({ id: 'contact.result.error.text', message: 'Something went wrong on our side or with the connection. Please try again, or call your service office.' })}
        </p>
      </Alert>
      <div className={styles.actions}>
        <Link href={href} asChild>
          <LinkButton href={href}>{label}</LinkButton>
        </Link>
        <Link href="/contact-list" asChild>
          <LinkButton href="/contact-list" variant="secondary">
            {i18n._({ id: 'contact.result.contacts', message: 'Your contacts' })}
          </LinkButton>
        </Link>
      </div>
    </div>
  );
}
