import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import { failedToLoad } from '../../ui/query-state';
import { SelectField } from '../../ui/select-field';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { HomeLinks } from './home-links.view';
import { countriesOf, type HomeFilter, matchesHome } from './home-filter';
import * as styles from './homes.css';
import { useHomeList } from './use-homes';

/** From this many homes (agencies) the page offers a search and a country filter. */
const FILTER_FROM = 6;

/** /homes: every home of the account with the way to each of its pages; agencies search and filter them. */
export function HomesView() {
  const { i18n } = useLingui();
  const homes = useHomeList();
  const [filter, setFilter] = useState<HomeFilter>({ text: '', country: null });
  const countryName = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  const all = homes.data ?? [];
  const shown = all.filter((home) => matchesHome(home, filter));

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'homes.title', message: 'Your homes' })}
        description={homes.data ? i18n._({ id: 'homes.lead', message: '{count, plural, one {# home} other {# homes}}: calendar, profile, prices and documents of each.', values: { count: all.length } }) : undefined}
      />
      {failedToLoad(homes) && (
        <Alert tone="danger" title={i18n._({ id: 'homes.error', message: 'We could not load your homes' })}>
          <Button variant="secondary" size="sm" onClick={() => void homes.refetch()}>
            {i18n._({ id: 'calendar.retry', message: 'Try again' })}
          </Button>
        </Alert>
      )}
      {!homes.data && !homes.isError && <Skeleton shape="block" size="lg" />}
      {all.length >= FILTER_FROM && (
        <div className={styles.filters} role="search">
          <TextField type="search" label={i18n._({ id: 'homes.search', message: 'Search by name, place or code' })} value={filter.text} onChange={(event) => setFilter({ ...filter, text: event.target.value })} />
          <SelectField label={i18n._({ id: 'homes.country', message: 'Country' })} value={filter.country ?? ''} onChange={(event) => setFilter({ ...filter, country: event.target.value || null })}>
            <option value="">{i18n._({ id: 'homes.country.all', message: 'All countries' })}</option>
            {countriesOf(all).map((country) => (
              <option key={country} value={country}>
                {countryName.of(country) ?? country}
              </option>
            ))}
          </SelectField>
          <p className={styles.count} role="status">
            {i18n._({ id: 'homes.shown', message: '{count, plural, one {{shown} of # home shown} other {{shown} of # homes shown}}', values: { shown: shown.length, count: all.length } })}
          </p>
        </div>
      )}
      <ul className={styles.list}>
        {shown.map((home) => (
          <li key={home.code} className={styles.card}>
            <h2 className={styles.name}>{home.name}</h2>
            <p className={styles.meta}>
              {home.code} · {home.place}, {countryName.of(home.country) ?? home.country}
            </p>
            <HomeLinks home={home} />
          </li>
        ))}
      </ul>
      {homes.data && shown.length === 0 && <p>{i18n._({ id: 'homes.none', message: 'No home matches the search.' })}</p>}
    </>
  );
}
