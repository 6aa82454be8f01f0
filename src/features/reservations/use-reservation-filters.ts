import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readFilters, type ReservationFilters, writeFilters } from './reservation-filters';

/**
 * The list filters kept in the address, so a reload or a shared link shows the same list.
 * Applying replaces the history entry: the back button leaves the page instead of undoing filters.
 */
export function useReservationFilters() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => readFilters(search), [search]);
  const apply = (next: ReservationFilters) => {
    const query = writeFilters(next, search);
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  return { filters, search, apply };
}
