import { useLingui } from '@lingui/react';
import type { MonthlyIncome } from '../../contract/payments';
import { fromCents, toCents } from '../../domain/money';
import { incomeCents, netCents, yearSums } from '../../domain/money-figures';
import { deductionAmount } from './deduction-amount';
import { formatMoney, intlLocale } from '../../i18n/format';
import { Table } from '../../ui/table';
import { monthName } from './payment-texts';
import * as styles from './payments.css';

/**
 * Income per month of one year: bars (a picture for the eye), a sentence that says what they
 * show, and the same numbers as a table one click away.
 */
export function IncomeChart({ monthly, year, currency }: { monthly: readonly MonthlyIncome[]; year: number; currency: string }) {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const months = Array.from({ length: 12 }, (_, index) => monthly.find((row) => row.year === year && row.month === index + 1) ?? { year, month: index + 1, income: 0, deductions: 0 });
  const money = (amount: number) => formatMoney({ amount, currency }, i18n.locale);
  // The year's income as the overview shows it (domain money-figures: one definition).
  const total = fromCents(incomeCents(yearSums(months.map((row) => ({ year, month: row.month, creditCents: toCents(row.income), debitCents: toCents(row.deductions) })), year)));
  const best = months.reduce((top, row) => (row.income > top.income ? row : top), months[0]!);
  const max = Math.max(best.income, 1);
  const summary =
    total === 0
      ? i18n._({ id: 'payments.chart.empty', message: 'No income was booked in {year} so far.', values: { year } })
      : i18n._({
          id: 'payments.chart.incomeSummary',
          message: 'Income booked in {year}: {total}. The strongest month was {month} with {amount}.',
          values: { year, total: money(total), month: monthName(locale, best.month), amount: money(best.income) },
        });
  const width = 600;
  const height = 180;
  const slot = width / 12;
  return (
    <figure className={styles.figureSection}>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-labelledby="income-chart-summary">
        {months.map((row, index) => {
          const barHeight = Math.round((row.income / max) * height);
          return (
            <g key={row.month}>
              <rect className={styles.bar} x={index * slot + slot * 0.15} y={height - barHeight} width={slot * 0.7} height={barHeight} rx={3} />
              <text className={styles.axisText} x={index * slot + slot / 2} y={height + 14} textAnchor="middle">
                {monthName(locale, row.month, 'short')}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id="income-chart-summary">{summary}</figcaption>
      <details className={styles.details}>
        <summary className={styles.detailsSummary}>{i18n._({ id: 'payments.chart.showTable', message: 'Show these numbers as a table' })}</summary>
        <Table
          caption={i18n._({ id: 'payments.chart.tableCaption', message: 'Income per month in {year}', values: { year } })}
          rowKey={(row) => String(row.month)}
          rows={months}
          columns={[
            { key: 'month', header: i18n._({ id: 'payments.chart.month', message: 'Month' }), cell: (row) => monthName(locale, row.month), rowHeader: true },
            { key: 'income', header: i18n._({ id: 'payments.income', message: 'Income' }), cell: (row) => money(row.income), numeric: true },
            { key: 'deductions', header: i18n._({ id: 'payments.deductions', message: 'Deductions' }), cell: (row) => money(deductionAmount(row.deductions)), numeric: true },
            {
              key: 'net',
              header: i18n._({ id: 'payments.net', message: 'Net' }),
              cell: (row) => money(fromCents(netCents({ creditCents: toCents(row.income), debitCents: toCents(row.deductions) }))),
              numeric: true,
            },
          ]}
        />
      </details>
    </figure>
  );
}
