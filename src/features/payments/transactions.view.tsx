import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { PaymentsOverview, TransactionsQuery } from '../../contract/payments';
import { type TransactionFilter, TransactionFilters } from '../../domain/enumerations';
import { formatDay, formatMoney } from '../../i18n/format';
import { deductionAmount } from './deduction-amount';
import { Button } from '../../ui/button';
import { Cluster } from '../../ui/cluster';
import { EmptyState } from '../../ui/empty-state';
import { SelectField } from '../../ui/select-field';
import { loadFailed, QueryState } from '../../ui/query-state';
import { Table } from '../../ui/table';
import { kindText } from './payment-texts';
import * as styles from './payments.css';
import { useTransactions } from './use-payments';

const PAGE_SIZE = 20;

/** The list's first page as it opens (all bookings, every year and home). */
export const FIRST_TRANSACTIONS: Partial<TransactionsQuery> = { filter: 'all', page: 0, size: PAGE_SIZE };

const transactionsLoadFailed = loadFailed(/*i18n*/ { id: 'payments.entries.error', message: 'We could not load your account entries' });

/** Bookings on the owner's account, filtered by debit/credit/all, year and home, a page at a time. */
export function Transactions({ overview, year, onYear }: { overview: PaymentsOverview; year: number | undefined; onYear: (year: number | undefined) => void }) {
  const { i18n } = useLingui();
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const [accommodation, setAccommodation] = useState('');
  const [page, setPage] = useState(0);
  const query: Partial<TransactionsQuery> = { filter, page, size: PAGE_SIZE, ...(year ? { year } : {}), ...(accommodation ? { accommodation } : {}) };
  const transactions = useTransactions(query);
  const filterLabels: Record<TransactionFilter, string> = {
    all: i18n._({ id: 'payments.filter.all', message: 'All bookings' }),
    credit: i18n._({ id: 'payments.filter.credit', message: 'Income (credit)' }),
    debit: i18n._({ id: 'payments.filter.debit', message: 'Deductions (debit)' }),
  };
  return (
    <section className={styles.laterSection} aria-labelledby="payments-transactions">
      <h2 id="payments-transactions" className={styles.sectionTitle}>
        {i18n._({ id: 'payments.entries.title', message: 'Account entries' })}
      </h2>
      <div className={styles.filters}>
        <SelectField
          label={i18n._({ id: 'payments.transactions.type', message: 'Type' })}
          value={filter}
          onChange={(event) => (setFilter(event.target.value as TransactionFilter), setPage(0))}
        >
          {TransactionFilters.map((value) => (
            <option key={value} value={value}>
              {filterLabels[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={i18n._({ id: 'payments.transactions.year', message: 'Year' })}
          value={year ?? ''}
          onChange={(event) => (onYear(event.target.value ? Number(event.target.value) : undefined), setPage(0))}
        >
          <option value="">{i18n._({ id: 'payments.transactions.allYears', message: 'All years' })}</option>
          {overview.years.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={i18n._({ id: 'payments.transactions.home', message: 'Holiday home' })}
          value={accommodation}
          onChange={(event) => (setAccommodation(event.target.value), setPage(0))}
        >
          <option value="">{i18n._({ id: 'payments.transactions.allHomes', message: 'All homes' })}</option>
          {overview.accommodations.map((house) => (
            <option key={house.code} value={house.code}>
              {house.name}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState query={transactions} skeleton="list" loading={i18n._({ id: 'common.loading', message: 'Loading…' })} errorOf={transactionsLoadFailed}>
        {(found) => {
          const pages = Math.max(1, Math.ceil(found.total / PAGE_SIZE));
          return found.total === 0 ? (
            <EmptyState headingLevel={3} title={i18n._({ id: 'payments.entries.empty', message: 'No account entries match these filters' })} />
          ) : (
            <>
              <p className={styles.note} role="status">
                {i18n._({
                  id: 'payments.entries.totals',
                  message: '{count, plural, one {# account entry} other {# account entries}}: {credit} income, {debit} deductions.',
                  values: {
                    count: found.total,
                    credit: formatMoney({ amount: found.totals.credit, currency: overview.currency }, i18n.locale),
                    debit: formatMoney({ amount: deductionAmount(found.totals.debit), currency: overview.currency }, i18n.locale),
                  },
                })}
              </p>
              <Table
                caption={i18n._({ id: 'payments.entries.caption', message: 'Account entries, newest first' })}
                hideCaption
                rowKey={(row) => row.id}
                rows={found.content}
                columns={[
                  { key: 'date', header: i18n._({ id: 'payments.transactions.date', message: 'Date' }), cell: (row) => formatDay(row.date, i18n.locale), rowHeader: true },
                  { key: 'kind', header: i18n._({ id: 'payments.entries.kind', message: 'Entry' }), cell: (row) => kindText(i18n, row.kind), wrap: true },
                  { key: 'home', header: i18n._({ id: 'payments.transactions.home', message: 'Holiday home' }), cell: (row) => row.accommodation?.name ?? '–', wrap: true },
                  { key: 'resNo', header: i18n._({ id: 'payments.transactions.resNo', message: 'Reservation' }), cell: (row) => row.resNo ?? '–' },
                  {
                    key: 'amount',
                    header: i18n._({ id: 'payments.transactions.amount', message: 'Amount' }),
                    cell: (row) => formatMoney({ amount: row.type === 'debit' ? -row.amount : row.amount, currency: row.currency }, i18n.locale),
                    numeric: true,
                  },
                ]}
              />
              <Cluster justify="between">
                <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {i18n._({ id: 'payments.transactions.previous', message: 'Previous page' })}
                </Button>
                <span>{i18n._({ id: 'payments.transactions.page', message: 'Page {page} of {pages}', values: { page: page + 1, pages } })}</span>
                <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                  {i18n._({ id: 'payments.transactions.next', message: 'Next page' })}
                </Button>
              </Cluster>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
