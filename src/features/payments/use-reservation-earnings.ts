import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../ports/query-keys';
import { reservationsPort } from '../../ports/reservations-gateway';
import { usePort } from '../../ports/use-port';

/** What one reservation earns the owner (only asked for when the owner may see payments). */
export function useReservationEarnings(id: string) {
  const gateway = usePort(reservationsPort);
  return useQuery({ queryKey: queryKeys.reservationEarnings(id), queryFn: () => gateway.earnings(id) });
}
