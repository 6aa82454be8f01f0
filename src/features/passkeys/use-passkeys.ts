import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyGateway } from '../../ports/passkey-gateway';

/** Key of the owner's passkey list. */
export const passkeysKey = ['passkeys'] as const;

/** The owner's passkeys, and a way to refresh them after a change. */
export function usePasskeys(gateway: PasskeyGateway) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: passkeysKey, queryFn: () => gateway.list() });
  return { query, invalidate: () => client.invalidateQueries({ queryKey: passkeysKey }) };
}
