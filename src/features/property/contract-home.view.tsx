import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { Card } from '../../ui/card';
import { PageHeading } from '../../ui/page-heading';
import { ContractTable } from './contract-table.view';
import { DynamicPricingPanel } from './dynamic-pricing.view';
import * as styles from './property.css';
import { QueryState } from './query-state.view';
import { useContractHome } from './use-property-queries';

/** /contract-prices/{code}: one home's contracts and its dynamic pricing. */
export function ContractHomeView({ code }: { code: string }) {
  const { i18n } = useLingui();
  const home = useContractHome(code);
  return (
    <div className={styles.page}>
      <Link href="/contract-prices" className={styles.link}>
        {i18n._({ id: 'property.prices.back', message: '← All contract prices' })}
      </Link>
      <QueryState query={home} loading={i18n._({ id: 'property.prices.loading', message: 'Loading your contracts…' })}>
        {(data) => (
          <>
            <PageHeading title={data.name} description={`${data.code} · ${data.place}`} />
            <Card as="section" className={styles.section} aria-labelledby="contracts-title">
              <h2 id="contracts-title" className={styles.sectionTitle}>
                {i18n._({ id: 'property.contracts.title', message: 'Contracts' })}
              </h2>
              {data.contracts.length === 0 ? (
                <p className={styles.muted}>{i18n._({ id: 'property.prices.noContracts', message: 'No contract yet.' })}</p>
              ) : (
                <ContractTable code={data.code} name={data.name} contracts={data.contracts} />
              )}
            </Card>
            <DynamicPricingPanel code={data.code} />
          </>
        )}
      </QueryState>
    </div>
  );
}
