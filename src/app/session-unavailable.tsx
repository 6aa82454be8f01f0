import { useLingui } from '@lingui/react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Layout } from './layout';

/** The server could not be reached at start: say so and offer a retry. */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Layout name="loggedout" title={/*i18n*/ { id: 'error.unavailable.title', message: 'Portal unavailable' }} errorPage>
      <h1 tabIndex={-1}>{i18n._({ id: 'error.unavailable.title', message: 'Portal unavailable' })}</h1>
      <Alert tone="danger">
        {i18n._({ id: 'common.error.network', message: 'We could not reach the Owner Portal. Please check your internet connection and try again.' })}
      </Alert>
      <Button type="button" onClick={onRetry}>
        {i18n._({ id: 'common.retry', message: 'Try again' })}
      </Button>
    </Layout>
  );
}
