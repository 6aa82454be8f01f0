import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ExportFormats } from '../../domain/enumerations';
import { formatYearRange } from '../../domain/year-range';
import { formatMoney } from '../../i18n/format';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';
import { SelectField } from '../../ui/select-field';
import { loadFailed, QueryState } from '../../ui/query-state';
import { deductionAmount } from './deduction-amount';
import { Table } from '../../ui/table';
import { VisuallyHidden } from '../../ui/visually-hidden';
import * as styles from './payments.css';
import { useDownloadLinks, useStatements } from './use-payments';

const FORMAT_LABELS = { pdf: 'PDF', xlsx: 'Excel', csv: 'CSV' } as const;

const statementsLoadFailed = loadFailed(/*i18n*/ { id: 'payments.statements.error', message: 'We could not load your statements' });

/** /payments-overview/statements: a statement per year and home, and the year-end report, to download. */
export function StatementsView() {
  const { i18n } = useLingui();
  const links = useDownloadLinks();
  const [year, setYear] = useState<number | undefined>(undefined);
  const statements = useStatements(year);
  const years = statements.data?.years ?? [];
  const range = years.length > 0 ? formatYearRange(Math.min(...years), Math.max(...years)) : '';
  const downloads = (label: string, url: (format: (typeof ExportFormats)[number]) => string) => (
    <span className={styles.downloads}>
      {ExportFormats.map((format) => (
        <a key={format} className={styles.downloadLink} href={url(format)} download>
          {FORMAT_LABELS[format]}
          <VisuallyHidden> {label}</VisuallyHidden>
        </a>
      ))}
    </span>
  );
  return (
    <>
      <PageHeading
        title={i18n._({ id: 'payments.statements.title', message: 'Statements' })}
        description={
          range
            ? i18n._({ id: 'payments.statements.lead', message: 'Your statements {range}, per year and holiday home, as PDF, Excel or CSV.', values: { range } })
            : i18n._({ id: 'payments.statements.leadEmpty', message: 'Your statements per year and holiday home, as PDF, Excel or CSV.' })
        }
      />
      <QueryState query={statements} skeleton="list" loading={i18n._({ id: 'common.loading', message: 'Loading…' })} errorOf={statementsLoadFailed}>
        {({ content }) =>
          years.length === 0 ? (
            <EmptyState title={i18n._({ id: 'payments.statements.empty', message: 'No statements yet' })} />
          ) : (
            <div className={styles.layout}>
              <SelectField
                label={i18n._({ id: 'payments.transactions.year', message: 'Year' })}
                value={year ?? ''}
                onChange={(event) => setYear(event.target.value ? Number(event.target.value) : undefined)}
              >
                <option value="">{i18n._({ id: 'payments.statements.allYears', message: 'All years ({range})', values: { range } })}</option>
                {years.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </SelectField>
              <Table
                caption={i18n._({ id: 'payments.statements.caption', message: 'Statements per year and holiday home' })}
                rowKey={(row) => row.id}
                rows={content}
                columns={[
                  { key: 'year', header: i18n._({ id: 'payments.transactions.year', message: 'Year' }), cell: (row) => String(row.year), rowHeader: true },
                  { key: 'home', header: i18n._({ id: 'payments.transactions.home', message: 'Holiday home' }), cell: (row) => row.accommodation.name, wrap: true },
                  { key: 'income', header: i18n._({ id: 'payments.income', message: 'Income' }), cell: (row) => formatMoney({ amount: row.income, currency: row.currency }, i18n.locale), numeric: true },
                  { key: 'deductions', header: i18n._({ id: 'payments.deductions', message: 'Deductions' }), cell: (row) => formatMoney({ amount: deductionAmount(row.deductions), currency: row.currency }, i18n.locale), numeric: true },
                  { key: 'net', header: i18n._({ id: 'payments.net', message: 'Net' }), cell: (row) => formatMoney({ amount: row.net, currency: row.currency }, i18n.locale), numeric: true },
                  {
                    key: 'state',
                    header: i18n._({ id: 'payments.statements.state', message: 'State' }),
                    cell: (row) =>
                      row.final
                        ? i18n._({ id: 'payments.statements.final', message: 'Final' })
                        : i18n._({ id: 'payments.statements.interim', message: 'Interim' }),
                  },
                  {
                    key: 'download',
                    header: i18n._({ id: 'payments.statements.download', message: 'Download' }),
                    cell: (row) =>
                      downloads(
                        i18n._({ id: 'payments.statements.downloadLabel', message: 'statement {year} {home}', values: { year: row.year, home: row.accommodation.name } }),
                        (format) => links.statement(row.id, format),
                      ),
                  },
                ]}
              />
              <Card as="section" aria-labelledby="payments-annual" className={styles.section}>
                <h2 id="payments-annual" className={styles.sectionTitle}>
                  {i18n._({ id: 'payments.annual.title', message: 'Year-end report for your tax return' })}
                </h2>
                <p className={styles.note}>
                  {i18n._({ id: 'payments.annual.text', message: 'One file per year over all your homes: income, deductions and payouts per home and month.' })}
                </p>
                <ul className={styles.definitionList}>
                  {years.map((value) => (
                    <li key={value} className={styles.definition}>
                      <span>{i18n._({ id: 'payments.annual.year', message: 'Year-end report {year}', values: { year: value } })}</span>
                      {downloads(i18n._({ id: 'payments.annual.year', message: 'Year-end report {year}', values: { year: value } }), (format) => links.annualReport(value, format))}
                    </li>
                  ))}
                </ul>
              </Card>
            </div>
          )
        }
      </QueryState>
    </>
  );
}
