import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readReviewFilters, type ReviewFilters, writeReviewFilters } from './review-filters';

/**
 * The review filters the owner chose, kept in the address: a reload, a shared link, or coming back
 * with the browser's back button shows the same list. A change replaces the history entry, so
 * typing a date does not fill the history.
 */
export function useReviewFilters() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const chosen = useMemo(() => readReviewFilters(search), [search]);
  const choose = (change: Partial<ReviewFilters>) => {
    const query = writeReviewFilters({ ...chosen, ...change }, search);
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  return { chosen, choose };
}
