// What the profile pages share. They load as three chunks (profile.page, profile-contact-pages,
// legal-data-pages): the overview needs none of the forms, their schemas or the step-up.
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { invalidate, invalidatedBy } from '../../ports/query-keys';
import { useApp } from '../app-context';

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
