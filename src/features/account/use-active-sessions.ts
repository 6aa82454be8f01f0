import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../ports/query-keys';
import { sessionsPort } from '../../ports/sessions-gateway';
import { usePort } from '../../ports/use-port';

/** The account's active sessions, and signing out every other device (the list is read again after). */
export function useActiveSessions() {
  const gateway = usePort(sessionsPort);
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.profileSessions(), queryFn: () => gateway.list() });
  const signOutOthers = useMutation({
    mutationFn: () => gateway.signOutOthers(),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.profileSessions() }),
  });
  return { query, signOutOthers };
}
