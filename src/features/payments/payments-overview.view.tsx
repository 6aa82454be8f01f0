import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PaymentsOverview } from '../../contract/payments';
import { formatDay, formatMoney } from '../../i18n/format';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';
import { loadFailed, QueryState } from '../../ui/query-state';
import { Table } from '../../ui/table';
import { IncomeChart } from './income-chart.view';
import { availabilityText, scheduleText, statusText } from './payment-texts';
import * as styles from './payments.css';
import { FIRST_TRANSACTIONS, Transactions } from './transactions.view';
import { useOverview, useTransactions } from './use-payments';

const overviewLoadFailed = loadFailed(
  /*i18n*/ { id: 'payments.error', message: 'We could not load your payments' },
  /*i18n*/ { id: 'payments.error.text', message: 'Please check your connection and try again.' },
);

/** /payments-overview: balance, next payout, schedule, payouts, income per month and bookings. */
export function PaymentsOverviewView() {
  const { i18n } = useLingui();
  const overview = useOverview();
  // The entries' first page is asked with the overview, not once it has come (the list renders
  // below it): one round trip instead of two in a row, and in the server's render one pass fewer.
  useTransactions(FIRST_TRANSACTIONS);
  return (
    <>
      <PageHeading
        title={i18n._({ id: 'payments.title', message: 'Payments' })}
        description={i18n._({ id: 'payments.intro', message: 'What you have earned, what is paid out when, and every entry on your account.' })}
      />
      <QueryState query={overview} loading={i18n._({ id: 'payments.loading', message: 'Loading your payments…' })} errorOf={overviewLoadFailed}>
        {(data) => <Overview data={data} />}
      </QueryState>
    </>
  );
}

/** The overview once loaded; the chart's year also filters the bookings. */
function Overview({ data }: { data: PaymentsOverview }) {
  const { i18n } = useLingui();
  const [year, setYear] = useState<number | undefined>(undefined);
  const money = (amount: number) => formatMoney({ amount, currency: data.currency }, i18n.locale);
  const chartYear = year ?? data.years[0];
  return (
    <div className={styles.layout}>
      <div className={styles.summaryGrid}>
        <Card as="section" aria-labelledby="payments-balance" className={styles.section}>
          <h2 id="payments-balance" className={styles.figureLabel}>
            {i18n._({ id: 'payments.balance', message: 'Balance' })}
          </h2>
          <p className={styles.money}>{money(data.balance)}</p>
          <p className={styles.note}>{availabilityText(i18n, data.availability)}</p>
        </Card>
        <Card as="section" aria-labelledby="payments-next" className={styles.section}>
          <h2 id="payments-next" className={styles.figureLabel}>
            {i18n._({ id: 'payments.nextPayout', message: 'Next payout' })}
          </h2>
          {data.nextPayout ? (
            <>
              <p className={styles.money}>{formatMoney(data.nextPayout, i18n.locale)}</p>
              <p className={styles.note}>{formatDay(data.nextPayout.date, i18n.locale)}</p>
            </>
          ) : (
            <p className={styles.note}>{i18n._({ id: 'payments.nextPayout.none', message: 'No payout is planned.' })}</p>
          )}
        </Card>
        <Card as="section" aria-labelledby="payments-schedule" className={styles.section}>
          <h2 id="payments-schedule" className={styles.figureLabel}>
            {i18n._({ id: 'payments.schedule', message: 'Payout schedule' })}
          </h2>
          <p className={styles.definitionValue}>{scheduleText(i18n, data.schedule)}</p>
          <Link href="/profile/payment-info" className={styles.downloadLink}>
            {i18n._({ id: 'payments.schedule.change', message: 'Change the schedule' })}
          </Link>
        </Card>
      </div>
      {/* Two figures that differ on purpose (docs/domain.md): said once, next to them. */}
      <p className={styles.note}>
        {i18n._({
          id: 'payments.balanceVsPayout',
          message: 'The balance is what has been booked to your account and not yet paid out, as of today. The next payout pays what is due on its date under your schedule, so it can be more or less.',
        })}
      </p>

      <section className={styles.laterSection} aria-labelledby="payments-income">
        <h2 id="payments-income" className={styles.sectionTitle}>
          {i18n._({ id: 'payments.income.title', message: 'Income per month' })}
        </h2>
        {chartYear === undefined ? (
          <EmptyState headingLevel={3} title={i18n._({ id: 'payments.income.empty', message: 'No income booked yet' })} />
        ) : (
          <IncomeChart monthly={data.monthly} year={chartYear} currency={data.currency} />
        )}
      </section>

      <section className={styles.laterSection} aria-labelledby="payments-payouts">
        <h2 id="payments-payouts" className={styles.sectionTitle}>
          {i18n._({ id: 'payments.payouts', message: 'Payouts' })}
        </h2>
        {data.payouts.length === 0 ? (
          <EmptyState headingLevel={3} title={i18n._({ id: 'payments.payouts.empty', message: 'No payouts yet' })} />
        ) : (
          <Table
            caption={i18n._({ id: 'payments.payouts.caption', message: 'Latest payouts' })}
            hideCaption
            rowKey={(row) => row.id}
            rows={data.payouts}
            columns={[
              { key: 'date', header: i18n._({ id: 'payments.transactions.date', message: 'Date' }), cell: (row) => formatDay(row.date, i18n.locale), rowHeader: true },
              { key: 'status', header: i18n._({ id: 'payments.payouts.status', message: 'Status' }), cell: (row) => statusText(i18n, row.status) },
              { key: 'amount', header: i18n._({ id: 'payments.transactions.amount', message: 'Amount' }), cell: (row) => formatMoney(row, i18n.locale), numeric: true },
            ]}
          />
        )}
        <Link href="/payments-overview/statements" className={styles.downloadLink}>
          {i18n._({ id: 'payments.statements.link', message: 'Statements and year-end reports' })}
        </Link>
      </section>

      <Transactions overview={data} year={year} onYear={setYear} />
    </div>
  );
}
