import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { formatDay, intlLocale } from '../../i18n/format';
import { Card } from '../../ui/card';
import { PageHeading } from '../../ui/page-heading';
import { Table } from '../../ui/table';
import * as styles from './property.css';
import { CONTRACT_STATUS, CONTRACT_TYPE, CONTRACT_WORKFLOW, dateRange, formatCents, INCLUSION, SEASON_NAME } from './property-texts';
import { QueryState } from './query-state.view';
import { RenewalPanel } from './renewal-panel.view';
import { useContract } from './use-property-queries';

/** /contract-prices/{code}/{year}: one contract, its seasons and prices, the price documentation, renewal. */
export function ContractYearView({ code, year }: { code: string; year: number }) {
  const { i18n } = useLingui();
  const contract = useContract(code, year);
  const locale = intlLocale(i18n.locale);
  return (
    <div className={styles.page}>
      <Link href={`/contract-prices/${code}`} className={styles.link}>
        {i18n._({ id: 'property.year.back', message: '← All contracts of this home' })}
      </Link>
      <QueryState query={contract} loading={i18n._({ id: 'property.year.loading', message: 'Loading the contract…' })}>
        {(detail) => {
          const money = (cents: number) => formatCents(cents, detail.contract.currency, locale);
          return (
            <>
              <PageHeading
                title={i18n._({ id: 'property.year.title', message: '{name}: contract {year}', values: { name: detail.accommodation.name, year } })}
                description={detail.accommodation.code}
              />
              <RenewalPanel detail={detail} />
              <Card as="section" className={styles.section} aria-labelledby="contract-facts">
                <h2 id="contract-facts" className={styles.sectionTitle}>
                  {i18n._({ id: 'property.year.facts', message: 'The contract' })}
                </h2>
                <dl className={styles.facts}>
                  <dt className={styles.factTerm}>{i18n._({ id: 'property.contracts.type', message: 'Type' })}</dt>
                  <dd className={styles.factValue}>{i18n._(CONTRACT_TYPE[detail.contract.type])}</dd>
                  <dt className={styles.factTerm}>{i18n._({ id: 'property.contracts.status', message: 'Status' })}</dt>
                  <dd className={styles.factValue}>{i18n._(CONTRACT_STATUS[detail.contract.status])}</dd>
                  <dt className={styles.factTerm}>{i18n._({ id: 'property.contracts.workflow', message: 'Stage' })}</dt>
                  <dd className={styles.factValue}>{i18n._(CONTRACT_WORKFLOW[detail.contract.workflow])}</dd>
                  <dt className={styles.factTerm}>{i18n._({ id: 'property.contracts.valid', message: 'Valid' })}</dt>
                  <dd className={styles.factValue}>
                    {dateRange(i18n, detail.contract.validFrom, detail.contract.validTo)}
                  </dd>
                </dl>
              </Card>
              <Card as="section" className={styles.section} aria-labelledby="contract-seasons">
                <h2 id="contract-seasons" className={styles.sectionTitle}>
                  {i18n._({ id: 'property.year.seasons', message: 'Seasons and prices' })}
                </h2>
                <Table
                  caption={i18n._({ id: 'property.year.seasons.caption', message: 'Your price per night and per week in {year}', values: { year } })}
                  hideCaption
                  rows={detail.seasons}
                  rowKey={(season) => season.startsOn}
                  columns={[
                    { key: 'season', header: i18n._({ id: 'property.year.season', message: 'Season' }), rowHeader: true, cell: (season) => i18n._(SEASON_NAME[season.name]) },
                    {
                      key: 'dates',
                      header: i18n._({ id: 'property.year.dates', message: 'Dates' }),
                      wrap: true,
                      cell: (season) =>
                        dateRange(i18n, season.startsOn, season.endsOn),
                    },
                    { key: 'night', header: i18n._({ id: 'property.year.night', message: 'Per night' }), numeric: true, cell: (season) => money(season.nightCents) },
                    { key: 'week', header: i18n._({ id: 'property.year.week', message: 'Per week' }), numeric: true, cell: (season) => money(season.weekCents) },
                    { key: 'min', header: i18n._({ id: 'property.year.minNights', message: 'Minimum stay' }), numeric: true, cell: (season) => i18n._({ id: 'property.year.nights', message: '{count, plural, one {# night} other {# nights}}', values: { count: season.minNights } }) },
                  ]}
                />
              </Card>
              <Card as="section" className={styles.section} aria-labelledby="contract-documentation">
                <h2 id="contract-documentation" className={styles.sectionTitle}>
                  {i18n._({ id: 'property.year.documentation', message: 'Price documentation' })}
                </h2>
                <dl className={styles.facts}>
                  <dt className={styles.factTerm}>{i18n._({ id: 'property.year.confirmed', message: 'Prices confirmed on' })}</dt>
                  <dd className={styles.factValue}>{formatDay(detail.documentation.confirmedOn, i18n.locale)}</dd>
                  <dt className={styles.factTerm}>{i18n._({ id: 'property.year.commission', message: 'Our commission' })}</dt>
                  <dd className={styles.factValue}>{i18n._({ id: 'property.year.percent', message: '{value, number} %', values: { value: detail.documentation.commissionPercent } })}</dd>
                  <dt className={styles.factTerm}>{i18n._({ id: 'property.year.includes', message: 'Your price includes' })}</dt>
                  <dd className={styles.factValue}>
                    {detail.documentation.includes.length === 0
                      ? i18n._({ id: 'property.year.includes.none', message: 'Only the stay' })
                      : detail.documentation.includes.map((item) => i18n._(INCLUSION[item])).join(', ')}
                  </dd>
                </dl>
              </Card>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
