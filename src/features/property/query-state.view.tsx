import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureOf } from '../../ports/gateway-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { VisuallyHidden } from '../../ui/visually-hidden';

/**
 * The loading and error states of a query, then its data. A 404 (an unknown home or year) reads
 * as "not found" rather than as a connection problem.
 */
export function QueryState<T>({ query, loading, children }: { query: UseQueryResult<T>; loading: string; children: (data: T) => ReactNode }) {
  const { i18n } = useLingui();
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{loading}</VisuallyHidden>
        <Skeleton shape="block" size="lg" />
        <Skeleton lines={4} />
      </div>
    );
  }
  if (query.isError) {
    const failure = failureOf(query.error);
    const notFound = failure.kind === 'http' && failure.status === 404;
    return (
      <Alert
        tone="danger"
        title={
          notFound
            ? i18n._({ id: 'property.error.notFound', message: 'We could not find this' })
            : i18n._({ id: 'property.error.title', message: 'We could not load this page' })
        }
      >
        <p>
          {notFound
            ? i18n._({ id: 'property.error.notFound.text', message: 'It does not exist or belongs to another account.' })
            : i18n._({ id: 'property.error.text', message: 'Please check your connection and try again.' })}
        </p>
        {!notFound && (
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {i18n._({ id: 'common.retry', message: 'Try again' })}
          </Button>
        )}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
