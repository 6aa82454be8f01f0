import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReservationPage } from '../../contract/reservations';
import type { ReservationType } from '../../domain/route-params';
import { reservationKeys } from './query-keys';
import { listQuery, type ReservationFilters } from './reservation-filters';
import { useReservationsGateway } from './reservations-context';

/** The list of one type, 12 at a time; the next page exists while the server says `rest` > 0. */
export function useReservationList(type: ReservationType, filters: ReservationFilters) {
  const gateway = useReservationsGateway();
  return useInfiniteQuery({
    queryKey: reservationKeys.list(type, filters),
    queryFn: ({ pageParam }) => gateway.list(listQuery(type, filters, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last: ReservationPage) => (last.rest > 0 ? last.page + 1 : undefined),
    // While new filters load, the old list stays (marked busy) instead of jumping to a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The account's accommodations, for the filter. */
export function useAccommodations() {
  const gateway = useReservationsGateway();
  return useQuery({ queryKey: reservationKeys.accommodations(), queryFn: () => gateway.accommodations() });
}

/** One reservation with the traveller's contact (when shared) and its change history. */
export function useReservation(id: string) {
  const gateway = useReservationsGateway();
  return useQuery({ queryKey: reservationKeys.detail(id), queryFn: () => gateway.detail(id) });
}
