import { useLingui } from '@lingui/react';
import { Link, useLocation, useSearch } from 'wouter';
import { TextField } from '../../ui/text-field';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageLink } from '../../ui/page-link';
import { PageHeading } from '../../ui/page-heading';
import { ContractTable } from './contract-table.view';
import * as styles from './property.css';
import { QueryState } from './query-state.view';
import { useContractPrices } from './use-property-queries';

/** From this many homes on (an agency's 24), a search over them, and each home's contracts folded. */
const MANY_HOMES = 4;

/**
 * /contract-prices: every home with its contracts; a renewal waiting for the owner stands out. With
 * many homes the page has a search (kept in the address as ?q=) and each home's table is folded, so
 * the page is a list of homes rather than 13,000 px of tables.
 */
export function ContractPricesView() {
  const { i18n } = useLingui();
  const overview = useContractPrices();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const query = new URLSearchParams(search).get('q') ?? '';
  const setQuery = (value: string) => {
    const params = new URLSearchParams(search);
    if (value) params.set('q', value);
    else params.delete('q');
    const next = params.toString();
    navigate(next ? `${path}?${next}` : path, { replace: true });
  };
  const needle = query.trim().toLocaleLowerCase(i18n.locale);
  return (
    <div className={styles.page}>
      <PageHeading
        title={i18n._({ id: 'property.prices.title', message: 'Contract prices' })}
        description={i18n._({ id: 'property.prices.lead', message: 'Your contracts per holiday home and year, with the prices per night and per week.' })}
      />
      <QueryState query={overview} loading={i18n._({ id: 'property.prices.loading', message: 'Loading your contracts…' })}>
        {({ accommodations }) => {
          if (accommodations.length === 0) {
            return <EmptyState title={i18n._({ id: 'property.prices.empty', message: 'No holiday homes yet' })} text={i18n._({ id: 'property.prices.empty.text', message: 'Contracts appear here as soon as a holiday home is listed with us.' })} />;
          }
          const many = accommodations.length >= MANY_HOMES;
          const shown = needle ? accommodations.filter((home) => `${home.name} ${home.place} ${home.code}`.toLocaleLowerCase(i18n.locale).includes(needle)) : accommodations;
          return (
            <>
              {many && (
                <div role="search" className={styles.search}>
                  <TextField
                    label={i18n._({ id: 'property.prices.search', message: 'Find a holiday home' })}
                    hint={i18n._({ id: 'property.prices.searchHint', message: 'By name, place or code' })}
                    type="search"
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                  />
                  <p className={styles.muted} role="status">
                    {i18n._({ id: 'property.prices.shown', message: '{total, plural, one {{shown} of # holiday home} other {{shown} of # holiday homes}}', values: { shown: shown.length, total: accommodations.length } })}
                  </p>
                </div>
              )}
            <ul className={styles.list}>
              {shown.map((home) => {
                const open = home.contracts.find((contract) => contract.renewalOpen);
                return (
                  <Card as="li" key={home.code} className={styles.section} aria-labelledby={`home-${home.code}`}>
                    <h2 id={`home-${home.code}`} className={styles.sectionTitle}>
                      <Link href={`/contract-prices/${home.code}`} className={styles.link}>
                        {home.name}
                      </Link>
                    </h2>
                    <p className={styles.muted}>
                      {home.code} · {home.place}
                    </p>
                    {open && (
                      <PageLink href={`/contract-prices/${home.code}/${open.year}`} variant="primary" size="sm">
                        {i18n._({ id: 'property.prices.renew', message: 'Renew your contract for {year}', values: { year: open.year } })}
                      </PageLink>
                    )}
                    {home.contracts.length === 0 ? (
                      <p className={styles.muted}>{i18n._({ id: 'property.prices.noContracts', message: 'No contract yet.' })}</p>
                    ) : many ? (
                      <details className={styles.fold}>
                        <summary className={styles.foldSummary}>
                          {i18n._({ id: 'property.prices.showContracts', message: '{count, plural, one {Show # contract} other {Show # contracts}}', values: { count: home.contracts.length } })}
                        </summary>
                        <ContractTable code={home.code} name={home.name} contracts={home.contracts} />
                      </details>
                    ) : (
                      <ContractTable code={home.code} name={home.name} contracts={home.contracts} />
                    )}
                  </Card>
                );
              })}
            </ul>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
