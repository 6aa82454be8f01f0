import { useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeysPort } from '../../ports/passkey-gateway';
import { queryKeys } from '../../ports/query-keys';
import { usePort } from '../../ports/use-port';

/** The owner's passkeys, and a way to refresh them after a change. */
export function usePasskeys(enabled = true) {
  const gateway = usePort(passkeysPort);
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.passkeys(), queryFn: () => gateway.list(), enabled });
  return { query, invalidate: () => client.invalidateQueries({ queryKey: queryKeys.passkeys() }) };
}
