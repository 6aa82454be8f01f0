import { useLingui } from '@lingui/react';
import { LinkButton } from '../../ui/link-button';
import * as styles from './shell.css';
import { heading } from '../../ui/page-form.css';

/**
 * A page the account's permissions do not include, reached by a link or a typed address (issue
 * 29.6): says which page and why, and where to go instead, rather than landing on the overview.
 */
export function NotAvailableView({ page }: { page: string }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.errorBlock}>
      <h1 className={heading} tabIndex={-1}>
        {i18n._({ id: 'error.forbidden.title', message: 'This page is not available to you' })}
      </h1>
      <p>
        {i18n._({
          id: 'error.forbidden.text',
          message: '“{page}” is not included in your access to this owner account (a keyholder’s access, for example, has no payments or legal data), so we do not show it.',
          values: { page },
        })}
      </p>
      <p>{i18n._({ id: 'error.forbidden.help', message: 'If you need it, please ask the account’s owner or contact us.' })}</p>
      <LinkButton href="/">{i18n._({ id: 'error.forbidden.home', message: 'Go to the overview' })}</LinkButton>
      <LinkButton href="/contact-us" variant="secondary">
        {i18n._({ id: 'error.forbidden.contact', message: 'Contact us' })}
      </LinkButton>
    </div>
  );
}
