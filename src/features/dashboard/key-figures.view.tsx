import { useLingui } from '@lingui/react';
import type { Dashboard } from '../../contract/dashboard';
import { formatNumber } from '../../domain/number-format';
import { Card } from '../../ui/card';
import * as styles from './dashboard.css';
import { formatDay, formatMoney, formatPercent } from '../../i18n/format';

/** The year in figures: a sentence that says it all, then each figure right-aligned. */
export function KeyFigures({ figures }: { figures: Dashboard['figures'] }) {
  const { i18n } = useLingui();
  const values = {
    year: figures.year,
    occupancy: formatPercent(figures.occupancy, i18n.locale),
    nights: formatNumber(figures.bookedNights, i18n.locale, { decimals: 0 }),
    // Chooses the plural form of "nights"; the sentence shows the formatted `nights`.
    nightCount: figures.bookedNights,
  };
  const payout = figures.nextPayout;
  // Income is the payments pages' figure (docs/domain.md); without the permission the server sends none.
  const income = figures.income ? formatMoney(figures.income, i18n.locale) : null;
  const rows: { label: string; value: string; note?: string }[] = [
    { label: i18n._({ id: 'dashboard.figures.occupancy', message: 'Occupancy' }), value: values.occupancy },
    { label: i18n._({ id: 'dashboard.figures.nights', message: 'Booked nights' }), value: values.nights },
  ];
  if (income) rows.push({ label: i18n._({ id: 'dashboard.figures.income', message: 'Income so far' }), value: income });
  if (payout) {
    rows.push({
      label: i18n._({ id: 'dashboard.figures.payout', message: 'Next payout' }),
      value: formatMoney(payout.amount, i18n.locale),
      note: formatDay(payout.date, i18n.locale),
    });
  }
  return (
    <Card as="section" className={styles.section} aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className={styles.sectionTitle}>
        {i18n._({ id: 'dashboard.figures', message: 'Your year {year}', values })}
      </h2>
      {/* The sentence repeats the figures below: read out everywhere, shown beside them on wide screens only, to keep a phone's overview short. */}
      <p className={styles.summary}>
        {i18n._({
          id: 'dashboard.figures.nightsSummary',
          message: 'In {year} your holiday homes are booked for {occupancy} of the available nights: {nightCount, plural, one {{nights} night} other {{nights} nights}}.',
          values,
        })}
        {income && ` ${i18n._({ id: 'dashboard.figures.incomeSummary', message: 'Income booked so far this year: {income}.', values: { income } })}`}
      </p>
      <dl className={styles.figures}>
        {rows.map((row) => (
          <div key={row.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{row.label}</dt>
            <dd className={styles.figureValue}>
              {row.value}
              {row.note && <span className={styles.figureNote}>{row.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
