import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import type { ReservationType } from '../../domain/route-params';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CalendarIcon } from '../../ui/icon';
import { EmptyState } from '../../ui/empty-state';
import { failedToLoad } from '../../ui/query-state';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { updating } from '../../ui/updating.css';
import { RESERVATION_PAGE_SIZE } from '../../domain/constants';
import { ReservationCard } from './reservation-card.view';
import { hasFilters, type ReservationFilters } from './reservation-filters';
import { ReservationListSkeleton } from './reservation-list-skeleton.view';
import * as styles from './reservations.css';
import { useReservationList } from './use-reservations';

export interface ReservationListProps {
  type: ReservationType;
  filters: ReservationFilters;
  /** The page's query string, carried to the detail so its back link keeps the filters. */
  search: string;
  onClearFilters: () => void;
}

/** The reservations of one list, 12 at a time with "Show more"; loading, empty and error states. */
export function ReservationList({ type, filters, search, onClearFilters }: ReservationListProps) {
  const { i18n } = useLingui();
  const list = useReservationList(type, filters);
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // After a removal the row's button is gone: once the refreshed list is in, focus goes to its summary.
  const focusAfterUpdate = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfterUpdate.current === null || list.dataUpdatedAt <= focusAfterUpdate.current) return;
    focusAfterUpdate.current = null;
    status.current?.focus();
  });

  if (list.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{i18n._({ id: 'reservations.loading', message: 'Loading reservations…' })}</VisuallyHidden>
        <ReservationListSkeleton />
      </div>
    );
  }
  // A failed first page, or failed new filters (the old list is only a placeholder then).
  if (failedToLoad(list)) {
    return (
      <Alert tone="danger" title={i18n._({ id: 'reservations.error.title', message: 'We could not load your reservations' })}>
        <p>{i18n._({ id: 'reservations.error.text', message: 'Please check your connection and try again.' })}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {i18n._({ id: 'common.retry', message: 'Try again' })}
        </Button>
      </Alert>
    );
  }
  const pages = list.data.pages;
  const reservations = pages.flatMap((page) => page.content);
  const total = pages[0]?.total ?? 0;
  const rest = pages.at(-1)?.rest ?? 0;
  if (total === 0) return <ReservationsEmpty type={type} filtered={hasFilters(filters)} onClearFilters={onClearFilters} />;

  const showMore = () => {
    setFirstNew(reservations.length);
    void list.fetchNextPage();
  };
  const query = search ? `?${search}` : '';
  return (
    <div aria-busy={list.isFetching} className={list.isPlaceholderData ? updating : undefined}>
      <p ref={status} role="status" tabIndex={-1} className={styles.summary}>
        {i18n._({ id: 'reservations.shown', message: '{total, plural, one {Showing {shown} of # reservation} other {Showing {shown} of # reservations}}', values: { shown: reservations.length, total } })}
      </p>
      <ul
        className={styles.list}
        aria-label={type === 'arrivals' ? i18n._({ id: 'reservations.arrivals', message: 'Arrivals' }) : i18n._({ id: 'reservations.departures', message: 'Departures' })}
      >
        {reservations.map((reservation, index) => (
          <ReservationCard
            key={reservation.id}
            reservation={reservation}
            href={`/reservations/${type}/${encodeURIComponent(reservation.resNo || reservation.id)}${query}`}
            focusOnShow={index === firstNew}
            onRemoved={() => {
              focusAfterUpdate.current = list.dataUpdatedAt;
            }}
          />
        ))}
      </ul>
      <div className={styles.more}>
        {list.isFetchNextPageError && (
          <Alert tone="danger">{i18n._({ id: 'reservations.more.failed', message: 'The next reservations did not load. Please try again.' })}</Alert>
        )}
        {list.hasNextPage && (
          <Button variant="secondary" onClick={showMore} loading={list.isFetchingNextPage}>
            {i18n._({ id: 'reservations.more', message: 'Show {count} more', values: { count: Math.min(rest, RESERVATION_PAGE_SIZE) } })}
          </Button>
        )}
      </div>
    </div>
  );
}

function ReservationsEmpty({ type, filtered, onClearFilters }: { type: ReservationType; filtered: boolean; onClearFilters: () => void }) {
  const { i18n } = useLingui();
  if (filtered) {
    return (
      <EmptyState
        icon={<CalendarIcon size="xl" />}
        title={i18n._({ id: 'reservations.empty.filtered', message: 'No reservations match these filters' })}
        text={i18n._({ id: 'reservations.empty.filteredText', message: 'Try a wider date range or more holiday homes.' })}
        action={<Button variant="secondary" onClick={onClearFilters}>{i18n._({ id: 'reservations.filters.clear', message: 'Clear filters' })}</Button>}
      />
    );
  }
  return (
    <EmptyState
      icon={<CalendarIcon size="xl" />}
      title={type === 'arrivals' ? i18n._({ id: 'reservations.empty.arrivals', message: 'No arrivals yet' }) : i18n._({ id: 'reservations.empty.departures', message: 'No departures yet' })}
      text={i18n._({ id: 'reservations.empty.text', message: 'When guests book one of your holiday homes, or you book a stay yourself, it appears here.' })}
    />
  );
}
