import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import type { ReservationType } from '../../domain/route-params';
import { Button } from '../../ui/button';
import { Cluster } from '../../ui/cluster';
import { DateField, useInvalidDateText } from '../../ui/date-field';
import { useAfterHydration } from '../../ui/use-after-hydration';
import { useFieldErrors } from '../../ui/use-field-errors';
import { isCalendarDate } from '../../domain/calendar-date';
import { AccommodationPicker } from './accommodation-picker.view';
import { activeFilterCount, hasFilters, isRangeReversed, noFilters, type ReservationFilters } from './reservation-filters';
import { NO_TAB_BAR } from '../../ui/tab-bar';
import * as styles from './reservations.css';

export interface ReservationFiltersFormProps {
  type: ReservationType;
  /** The filters in the address; the form starts from them (remount it when they change). */
  filters: ReservationFilters;
  onApply: (filters: ReservationFilters) => void;
}

/**
 * Date range and holiday homes; applied on submit so each change does not reload the list. On
 * phones and tablets they fold behind a "Filters" summary that says how many are set, so the list
 * starts on the first screen; beside the navigation column (wide screens) they start open.
 */
export function ReservationFiltersForm({ type, filters, onApply }: ReservationFiltersFormProps) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState(filters);
  const reversedText = i18n._({ id: 'reservations.filters.reversed', message: 'This date must be on or after the first date.' });
  const invalidText = useInvalidDateText();
  // A typed text that is no date stays in the draft (see DateField) until it is fixed.
  const invalid = (value: string | null) => (value !== null && !isCalendarDate(value) ? invalidText : undefined);
  const { errors, validate } = useFieldErrors(draft, (values) => ({
    dateFrom: invalid(values.dateFrom),
    dateTo: invalid(values.dateTo) ?? (!invalid(values.dateFrom) && isRangeReversed(values) ? reversedText : undefined),
  }));
  const arrivals = type === 'arrivals';
  // Open on wide screens, closed on phones; a server-rendered page learns which after hydrating.
  const wide = useAfterHydration(() => window.matchMedia?.(NO_TAB_BAR).matches === true, false);
  const [toggled, setOpen] = useState<boolean | null>(null);
  const open = toggled ?? wide;
  const active = activeFilterCount(filters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) onApply(draft);
  };

  return (
    <details className={styles.filterPanel} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.disclosureSummary}>
        {i18n._({ id: 'reservations.filters.toggle', message: '{count, plural, =0 {Filters} one {Filters (# set)} other {Filters (# set)}}', values: { count: active } })}
      </summary>
    <form role="search" aria-label={i18n._({ id: 'reservations.filters', message: 'Filter reservations' })} className={styles.filters} onSubmit={submit} noValidate>
      <div className={styles.dateRange}>
        <DateField
          label={arrivals ? i18n._({ id: 'reservations.filters.arrivalFrom', message: 'Arriving from' }) : i18n._({ id: 'reservations.filters.departureFrom', message: 'Departing from' })}
          value={draft.dateFrom ?? ''}
          onChange={(value) => setDraft({ ...draft, dateFrom: value || null })}
          error={errors.dateFrom}
        />
        <DateField
          label={arrivals ? i18n._({ id: 'reservations.filters.arrivalTo', message: 'Arriving until' }) : i18n._({ id: 'reservations.filters.departureTo', message: 'Departing until' })}
          value={draft.dateTo ?? ''}
          min={draft.dateFrom && isCalendarDate(draft.dateFrom) ? draft.dateFrom : undefined}
          onChange={(value) => setDraft({ ...draft, dateTo: value || null })}
          error={errors.dateTo}
        />
      </div>
      <AccommodationPicker selected={draft.properties} onChange={(properties) => setDraft({ ...draft, properties })} />
      <Cluster>
        <Button type="submit" variant="secondary">
          {i18n._({ id: 'reservations.filters.apply', message: 'Show reservations' })}
        </Button>
        {hasFilters(filters) && (
          <Button variant="ghost" onClick={() => onApply(noFilters)}>
            {i18n._({ id: 'reservations.filters.clear', message: 'Clear filters' })}
          </Button>
        )}
      </Cluster>
    </form>
    </details>
  );
}
