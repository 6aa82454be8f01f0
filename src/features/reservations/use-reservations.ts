import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReservationPage } from '../../contract/reservations';
import type { ReservationType } from '../../domain/route-params';
import { queryKeys } from '../../ports/query-keys';
import { reservationsPort } from '../../ports/reservations-gateway';
import { usePort } from '../../ports/use-port';
import { listQuery, type ReservationFilters } from './reservation-filters';

/** The list of one type, 12 at a time; the next page exists while the server says `rest` > 0. */
export function useReservationList(type: ReservationType, filters: ReservationFilters) {
  const gateway = usePort(reservationsPort);
  return useInfiniteQuery({
    queryKey: queryKeys.reservationList(type, filters),
    queryFn: ({ pageParam }) => gateway.list(listQuery(type, filters, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last: ReservationPage) => (last.rest > 0 ? last.page + 1 : undefined),
    // While new filters load, the old list stays (marked busy) instead of jumping to a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The account's accommodations, for the filter. */
export function useAccommodations() {
  const gateway = usePort(reservationsPort);
  return useQuery({ queryKey: queryKeys.accommodations(), queryFn: () => gateway.accommodations() });
}

/** One reservation with the traveller's contact (when shared) and its change history. */
export function useReservation(id: string) {
  const gateway = usePort(reservationsPort);
  return useQuery({ queryKey: queryKeys.reservation(id), queryFn: () => gateway.detail(id) });
}
