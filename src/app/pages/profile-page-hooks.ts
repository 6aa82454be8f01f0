// What the profile pages share. Each profile page is its own chunk: the overview needs none of
// the forms, and each form only its own contract schemas.
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { invalidate, invalidatedBy } from '../../ports/query-keys';
import { useApp } from '../app-context';

/** A query's value for a view: the data, the error, or undefined while loading. */
export const loaded = <T,>(query: { data?: T; error: Error | null; isError: boolean }) => (query.isError ? (query.error ?? new Error('failed')) : query.data);

/** After a change: every page showing profile data refetches. */
export function useChanged() {
  const queryClient = useQueryClient();
  const changed = useRef(() => void invalidate(queryClient, invalidatedBy.profileChanged));
  return changed;
}

export function usePermitted(permission: 'ViewPasskeys' | 'ViewLegal') {
  const { session } = useApp();
  return useSelector(session, (s) => s.context.profile?.permissions.includes(permission) ?? false);
}

