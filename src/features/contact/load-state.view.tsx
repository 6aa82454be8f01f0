import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** A list's loading (announced) and error (with a retry) states, then its data. */
export function LoadState<T>({ query, loading, children }: { query: UseQueryResult<T>; loading: string; children: (data: T) => ReactNode }) {
  const { i18n } = useLingui();
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{loading}</VisuallyHidden>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="danger" title={i18n._({ id: 'contact.load.error', message: 'This list could not be loaded' })}>
        <p>{i18n._({ id: 'contact.load.error.text', message: 'Please check your internet connection and try again.' })}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {i18n._({ id: 'contact.load.retry', message: 'Try again' })}
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
