import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Cluster } from '../../ui/cluster';
import { failedToLoad } from '../../ui/query-state';
import { TextField } from '../../ui/text-field';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './reservations.css';
import { useAccommodations } from './use-reservations';

export interface AccommodationPickerProps {
  /** Chosen accommodation codes; empty means all. */
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}

/** From this many homes on, the picker has a search over name, place and code. */
const SEARCH_FROM = 8;

/**
 * One or several of the account's holiday homes, as checkboxes in a disclosure. Agencies have many:
 * a search narrows the list, "Select all" takes every home shown, "Clear" goes back to all homes.
 */
export function AccommodationPicker({ selected, onChange }: AccommodationPickerProps) {
  const { i18n } = useLingui();
  const accommodations = useAccommodations();
  const [query, setQuery] = useState('');
  if (accommodations.isPending) return <Skeleton shape="block" size="sm" />;
  if (failedToLoad(accommodations)) {
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
  const needle = query.trim().toLocaleLowerCase(i18n.locale);
  const shown = needle ? accommodations.data.filter((home) => `${home.name} ${home.place} ${home.code}`.toLocaleLowerCase(i18n.locale).includes(needle)) : accommodations.data;
  const selectShown = () => onChange([...new Set([...selected, ...shown.map((home) => home.code)])]);
  return (
    <details className={styles.picker}>
      <summary className={styles.disclosureSummary}>
        {selected.length === 0
          ? i18n._({ id: 'reservations.homes.all', message: 'Holiday homes: all' })
          : i18n._({ id: 'reservations.homes.some', message: '{count, plural, one {Holiday homes: # selected} other {Holiday homes: # selected}}', values: { count: selected.length } })}
      </summary>
      <div className={styles.pickerTools}>
        {accommodations.data.length >= SEARCH_FROM && (
          <TextField
            label={i18n._({ id: 'reservations.homes.search', message: 'Find a holiday home' })}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
        )}
        <Cluster>
          <Button variant="secondary" size="sm" onClick={selectShown} disabled={shown.length === 0}>
            {needle
              ? i18n._({ id: 'reservations.homes.selectShown', message: '{count, plural, one {Select the # shown} other {Select the # shown}}', values: { count: shown.length } })
              : i18n._({ id: 'reservations.homes.selectAll', message: 'Select all' })}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onChange([])} disabled={selected.length === 0}>
            {i18n._({ id: 'reservations.homes.clear', message: 'Clear the selection' })}
          </Button>
        </Cluster>
      </div>
      <fieldset className={styles.pickerOptions}>
        <legend className={styles.pickerLegend}>{i18n._({ id: 'reservations.homes.legend', message: 'Show reservations of these holiday homes' })}</legend>
        {shown.length === 0 && <p className={styles.muted}>{i18n._({ id: 'reservations.homes.noMatch', message: 'No holiday home matches this search.' })}</p>}
        {shown.map((home) => (
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
