import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageLink } from '../../ui/page-link';
import { PageHeading } from '../../ui/page-heading';
import { ContractTable } from './contract-table.view';
import * as styles from './property.css';
import { QueryState } from './query-state.view';
import { useContractPrices } from './use-property-queries';

/** /contract-prices: every home with its contracts; a renewal waiting for the owner stands out. */
export function ContractPricesView() {
  const { i18n } = useLingui();
  const overview = useContractPrices();
  return (
    <div className={styles.page}>
      <PageHeading
        title={i18n._({ id: 'property.prices.title', message: 'Contract prices' })}
        description={i18n._({ id: 'property.prices.lead', message: 'Your contracts per holiday home and year, with the prices per night and per week.' })}
      />
      <QueryState query={overview} loading={i18n._({ id: 'property.prices.loading', message: 'Loading your contracts…' })}>
        {({ accommodations }) =>
          accommodations.length === 0 ? (
            <EmptyState title={i18n._({ id: 'property.prices.empty', message: 'No holiday homes yet' })} text={i18n._({ id: 'property.prices.empty.text', message: 'Contracts appear here as soon as a holiday home is listed with us.' })} />
          ) : (
            <ul className={styles.list}>
              {accommodations.map((home) => {
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
                    ) : (
                      <ContractTable code={home.code} name={home.name} contracts={home.contracts} />
                    )}
                  </Card>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
