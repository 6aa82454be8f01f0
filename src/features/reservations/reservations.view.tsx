import { useLingui } from '@lingui/react';
import type { ReservationType } from '../../domain/route-params';
import { PageHeading } from '../../ui/page-heading';
import { noFilters } from './reservation-filters';
import { ReservationFiltersForm } from './reservation-filters.view';
import { ReservationList } from './reservation-list.view';
import { ReservationTypeTabs } from './reservation-type-tabs.view';
import { useReservationFilters } from './use-reservation-filters';

/** /reservations/arrivals and /reservations/departures: the filterable list of one type. */
export function ReservationsView({ type }: { type: ReservationType }) {
  const { i18n } = useLingui();
  const { filters, search, apply } = useReservationFilters();
  const arrivals = type === 'arrivals';
  return (
    <>
      <PageHeading
        title={arrivals ? i18n._({ id: 'reservations.arrivals', message: 'Arrivals' }) : i18n._({ id: 'reservations.departures', message: 'Departures' })}
        description={
          arrivals
            ? i18n._({ id: 'reservations.arrivals.lead', message: 'Guests and your own stays, by arrival date.' })
            : i18n._({ id: 'reservations.departures.lead', message: 'Guests and your own stays, by departure date.' })
        }
      />
      <ReservationTypeTabs type={type} search={search} />
      <ReservationFiltersForm key={`${type}?${search}`} type={type} filters={filters} onApply={apply} />
      <ReservationList type={type} filters={filters} search={search} onClearFilters={() => apply(noFilters)} />
    </>
  );
}
