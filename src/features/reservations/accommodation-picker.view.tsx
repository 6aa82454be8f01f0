import { useLingui } from '@lingui/react';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './reservations.css';
import { useAccommodations } from './use-reservations';

export interface AccommodationPickerProps {
  /** Chosen accommodation codes; empty means all. */
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}

/** One or several of the account's holiday homes, as checkboxes in a disclosure (agencies have many). */
export function AccommodationPicker({ selected, onChange }: AccommodationPickerProps) {
  const { i18n } = useLingui();
  const accommodations = useAccommodations();
  if (accommodations.isPending) return <Skeleton shape="block" size="sm" />;
  if (accommodations.isError) {
    return (
      <p>
        {i18n._({ id: 'reservations.homes.failed', message: 'Your holiday homes could not be loaded, so the list shows all of them.' })}{' '}
        <Button variant="ghost" size="sm" onClick={() => void accommodations.refetch()}>
          {i18n._({ id: 'common.retry', message: 'Try again' })}
        </Button>
      </p>
    );
  }
  if (accommodations.data.length < 2) return null;

  const toggle = (code: string, on: boolean) => onChange(on ? [...selected, code] : selected.filter((c) => c !== code));
  return (
    <details className={styles.picker}>
      <summary className={styles.pickerSummary}>
        {selected.length === 0
          ? i18n._({ id: 'reservations.homes.all', message: 'Holiday homes: all' })
          : i18n._({ id: 'reservations.homes.some', message: 'Holiday homes: {count} selected', values: { count: selected.length } })}
      </summary>
      <fieldset className={styles.pickerOptions}>
        <legend className={styles.pickerLegend}>{i18n._({ id: 'reservations.homes.legend', message: 'Show reservations of these holiday homes' })}</legend>
        {accommodations.data.map((home) => (
          <label key={home.code} className={styles.check}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={selected.includes(home.code)}
              onChange={(event) => toggle(home.code, event.target.checked)}
            />
            <span>
              {home.name} <span className={styles.muted}>({home.place})</span>
            </span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
