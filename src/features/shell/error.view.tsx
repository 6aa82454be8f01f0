import { useLingui } from '@lingui/react';
import { Button } from '../../ui/button';
import { LinkButton } from '../../ui/link-button';
import * as styles from './shell.css';
import { heading } from '../../ui/page-form.css';

/** 404: the page does not exist; a button to the homepage (INDEX). */
export function NotFoundView({ homeLabel }: { homeLabel: string }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.errorBlock}>
      <h1 className={heading} tabIndex={-1}>
        {i18n._({ id: 'meta.notFound', message: 'Page Not Found' })}
      </h1>
      <p>{i18n._({ id: 'error.notFound.text', message: 'Sorry, this page does not exist. It may have moved, or the address may be mistyped.' })}</p>
      <LinkButton href="/">{homeLabel}</LinkButton>
    </div>
  );
}

/** Any other error: an internal error, and a reload button. */
export function InternalErrorView({ onReload }: { onReload: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.errorBlock}>
      <h1 className={heading} tabIndex={-1}>
        {i18n._({ id: 'error.internal.title', message: 'Internal error' })}
      </h1>
      <p>{i18n._({ id: 'error.internal.text', message: 'Something went wrong on our side. Reloading the page usually helps.' })}</p>
      <Button type="button" onClick={onReload}>
        {i18n._({ id: 'error.internal.reload', message: 'Reload' })}
      </Button>
    </div>
  );
}

/** A page whose code is not kept on this device, opened without signal: said calmly, no alarm. */
export function NotKeptOfflineView({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.errorBlock}>
      <h1 className={heading} tabIndex={-1}>
        {i18n._({ id: 'error.notOffline.title', message: 'Not available offline' })}
      </h1>
      <p>
        {i18n._({
          id: 'error.notOffline.text',
          message: 'This page is not kept on this device. It opens once you are online again. The overview, reservations, calendar and inbox can be read offline.',
        })}
      </p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {i18n._({ id: 'error.notOffline.retry', message: 'Try again' })}
      </Button>
    </div>
  );
}
