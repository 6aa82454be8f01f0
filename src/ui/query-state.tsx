import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Skeleton } from './skeleton';
import { VisuallyHidden } from './visually-hidden';

/** What QueryState reads of a query (react-query's result has it); views take this, never a port. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Whether a query failed with nothing to show. A refresh that failed (no signal, a missed event's
 * refetch) keeps what was shown: a form there keeps what the owner has typed, and the offline
 * notice says it may be out of date. (A key's placeholder, the previous key's data, is only used
 * while pending, so failed new filters have nothing to show either.)
 */
export function failedToLoad<T extends { isError: boolean; data: unknown }>(query: T): query is T & { isError: true; data: undefined } {
  return query.isError && query.data === undefined;
}

/** An error as a page words it; `retry` offers "Try again" (pointless for what does not exist). */
export interface LoadError {
  title: MessageDescriptor;
  /** What to do about it, when the title alone does not say. */
  text?: MessageDescriptor;
  retry: boolean;
}

/** A page's own wording of any failure to load, with "Try again". */
export const loadFailed =
  (title: MessageDescriptor, text?: MessageDescriptor) =>
  (): LoadError => ({ title, text, retry: true });

const couldNotLoad: LoadError = {
  title: /*i18n*/ { id: 'ui.load.error.title', message: 'We could not load this page' },
  text: /*i18n*/ { id: 'ui.load.error.text', message: 'Please check your connection and try again.' },
  retry: true,
};

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Announced while loading. */
  loading: string;
  /** How to word a failure (default: could not load, with a retry); a slice names its 404 here. */
  errorOf?: (error: unknown) => LoadError | undefined;
  /** A block above the lines while loading (pages); lines only for a list. */
  skeleton?: 'page' | 'list';
  children: (data: T) => ReactNode;
}

/** The one loading and error display of a query, then its data (kept when a refresh fails). */
export function QueryState<T>({ query, loading, errorOf, skeleton = 'page', children }: QueryStateProps<T>) {
  const { i18n } = useLingui();
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{loading}</VisuallyHidden>
        {skeleton === 'page' && <Skeleton shape="block" size="lg" />}
        <Skeleton lines={4} />
      </div>
    );
  }
  if (failedToLoad(query)) {
    const error = errorOf?.(query.error) ?? couldNotLoad;
    return (
      <Alert tone="danger" title={i18n._(error.title)}>
        {error.text && <p>{i18n._(error.text)}</p>}
        {error.retry && (
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {i18n._({ id: 'common.retry', message: 'Try again' })}
          </Button>
        )}
      </Alert>
    );
  }
  return <>{children(query.data as T)}</>;
}
