import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureOf } from '../../ports/gateway-error';
import { type LoadError, QueryState as LoadingOrError } from '../../ui/query-state';

const notFound: LoadError = {
  title: /*i18n*/ { id: 'property.error.notFound', message: 'We could not find this' },
  text: /*i18n*/ { id: 'property.error.notFound.text', message: 'It does not exist or belongs to another account.' },
  retry: false,
};

/** A 404 (an unknown home or year) reads as "not found" rather than as a connection problem. */
const propertyError = (error: unknown) => {
  const failure = failureOf(error);
  return failure.kind === 'http' && failure.status === 404 ? notFound : undefined;
};

/** The shared loading and error display (ui/query-state.tsx) with the property pages' "not found". */
export function QueryState<T>({ query, loading, children }: { query: UseQueryResult<T>; loading: string; children: (data: T) => ReactNode }) {
  return <LoadingOrError query={query} loading={loading} errorOf={propertyError} children={children} />;
}
