import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../ports/query-keys';
import { reservationsPort } from '../../ports/reservations-gateway';
import { usePort } from '../../ports/use-port';

/** The account's homes (GET /api/accommodations), shared in the cache with every page that lists them. */
export function useHomeList() {
  const gateway = usePort(reservationsPort);
  return useQuery({ queryKey: queryKeys.accommodations(), queryFn: () => gateway.accommodations() });
}
