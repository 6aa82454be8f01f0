import { useLingui } from '@lingui/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import type { Benchmark, BenchmarkLevel, Figures } from '../../contract/benchmark';
import { BenchmarkMetrics, type BenchmarkMetric } from '../../domain/benchmark';
import { formatNumber } from '../../domain/number-format';
import { intlLocale } from '../../i18n/format';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';
import { Table } from '../../ui/table';
import { readingSentence } from './benchmark-reading';
import * as styles from './property.css';
import { countryName, formatCents, LEVEL, METRIC, monthName } from './property-texts';
import { QueryState } from './query-state.view';
import { useBenchmark } from './use-property-queries';

/** A location as a path segment of /property-benchmark/{code}/{level}/{value} (spaces become dashes). */
export const locationSlug = (location: string) => location.trim().replace(/\s+/g, '-');

function useFormat(data: Benchmark) {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  return (metric: BenchmarkMetric, figures: Figures): string => {
    const value = figures[metric];
    if (value === null) return '–';
    if (metric === 'occupancy') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
    if (metric === 'averageNightlyPrice' || metric === 'revenuePerAvailableNight') return formatCents(value, data.currency, locale);
    if (metric === 'reviewScore') return formatNumber(value, i18n.locale, { decimals: 1 });
    return i18n._({
      id: 'property.benchmark.days',
      message: '{count, plural, one {{days} day} other {{days} days}}',
      values: { count: Math.round(value), days: formatNumber(value, i18n.locale, { decimals: 0 }) },
    });
  };
}

/** Bars per month, the home next to comparable homes; the table below carries the same numbers. */
function Chart({ data, metric }: { data: Benchmark; metric: BenchmarkMetric }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const locale = intlLocale(i18n.locale);
  const values = data.months.flatMap((month) => [month.home[metric] ?? 0, month.market[metric] ?? 0]);
  const max = Math.max(...values, metric === 'occupancy' ? 1 : 0, 1e-9);
  const width = 640;
  const height = 240;
  const slot = width / data.months.length;
  const bar = Math.min(28, slot / 3);
  const scale = (value: number | null) => ((value ?? 0) / max) * (height - 40);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>
        {i18n._({ id: 'property.benchmark.chart', message: '{metric} per month: your home and similar homes. The table below lists the values.', values: { metric: i18n._(METRIC[metric]) } })}
      </title>
      <line className={styles.chartAxis} x1={0} x2={width} y1={height - 20} y2={height - 20} />
      {data.months.map((month, index) => {
        const x = index * slot + slot / 2;
        const home = scale(month.home[metric]);
        const market = scale(month.market[metric]);
        return (
          <g key={month.month}>
            <rect className={styles.chartHome} x={x - bar - 1} y={height - 20 - home} width={bar} height={home} rx={3} />
            <rect className={styles.chartMarket} x={x + 1} y={height - 20 - market} width={bar} height={market} rx={3} />
            <text className={styles.chartLabel} x={x} y={height - 4} textAnchor="middle">
              {monthName(month.month, locale, 'monthShort')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function BenchmarkContent({ data }: { data: Benchmark }) {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const [metric, setMetric] = useState<BenchmarkMetric>('occupancy');
  const format = useFormat(data);
  const place = (level: BenchmarkLevel, location: string) => (level === 'country' ? countryName(location, locale) : location);
  const location = place(data.level, data.location);
  return (
    <>
      <PageHeading
        title={i18n._({ id: 'property.benchmark.title', message: '{name} compared', values: { name: data.accommodation.name } })}
        description={i18n._({
          id: 'property.benchmark.lead',
          message: 'Season {year} against {count, plural, one {# similar home} other {# similar homes}} in {location}.',
          values: { year: data.year, count: data.comparableHomes, location },
        })}
      />
      <nav aria-label={i18n._({ id: 'property.benchmark.levels', message: 'Compare with' })}>
        <ul className={styles.tabs}>
          {data.locations.map((each) => (
            <li key={each.level}>
              <Link
                href={`/property-benchmark/${data.accommodation.code}/${each.level}/${locationSlug(each.location)}`}
                className={styles.tab}
                aria-current={each.level === data.level ? 'page' : undefined}
              >
                {i18n._(LEVEL[each.level])}: {place(each.level, each.location)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.comparableHomes === 0 ? (
        <EmptyState
          title={i18n._({ id: 'property.benchmark.empty', message: 'No similar homes here yet' })}
          text={i18n._({ id: 'property.benchmark.empty.text', message: 'Try a wider area: the region or the whole country.' })}
        />
      ) : (
        <>
          <Card as="section" className={styles.section} aria-labelledby="benchmark-reading">
            <h2 id="benchmark-reading" className={styles.sectionTitle}>
              {i18n._({ id: 'property.benchmark.reading', message: 'In short' })}
            </h2>
            <ul>
              {data.reading.map((item) => (
                <li key={item.metric}>
                  {readingSentence(i18n, item, {
                    month: monthName(item.month, locale, 'month'),
                    location,
                    difference: formatNumber(item.difference, i18n.locale, { decimals: item.metric === 'reviewScore' ? 1 : 0 }),
                    count: item.metric === 'reviewScore' ? Math.round(item.difference * 10) / 10 : Math.round(item.difference),
                  })}
                </li>
              ))}
            </ul>
          </Card>
          <Card as="section" className={styles.section} aria-labelledby="benchmark-months">
            <h2 id="benchmark-months" className={styles.sectionTitle}>
              {i18n._({ id: 'property.benchmark.months', message: 'Month by month' })}
            </h2>
            <div role="group" aria-label={i18n._({ id: 'property.benchmark.metric', message: 'Figure' })} className={styles.tabs}>
              {BenchmarkMetrics.map((each) => (
                <button key={each} type="button" className={styles.tabButton} aria-pressed={each === metric} onClick={() => setMetric(each)}>
                  {i18n._(METRIC[each])}
                </button>
              ))}
            </div>
            <ul className={styles.legend}>
              <li>
                <span className={styles.swatchHome} aria-hidden="true" />
                {i18n._({ id: 'property.benchmark.home', message: 'Your home' })}
              </li>
              <li>
                <span className={styles.swatchMarket} aria-hidden="true" />
                {i18n._({ id: 'property.benchmark.market', message: 'Similar homes' })}
              </li>
            </ul>
            <Chart data={data} metric={metric} />
            <Table
              caption={i18n._({ id: 'property.benchmark.table', message: '{metric} per month', values: { metric: i18n._(METRIC[metric]) } })}
              rows={[...data.months, { month: 'season', home: data.season.home, market: data.season.market }]}
              rowKey={(row) => row.month}
              columns={[
                {
                  key: 'month',
                  header: i18n._({ id: 'property.benchmark.month', message: 'Month' }),
                  rowHeader: true,
                  cell: (row) => (row.month === 'season' ? i18n._({ id: 'property.benchmark.season', message: 'Whole season' }) : monthName(row.month, locale)),
                },
                { key: 'home', header: i18n._({ id: 'property.benchmark.home', message: 'Your home' }), numeric: true, cell: (row) => format(metric, row.home) },
                { key: 'market', header: i18n._({ id: 'property.benchmark.market', message: 'Similar homes' }), numeric: true, cell: (row) => format(metric, row.market) },
              ]}
            />
          </Card>
        </>
      )}
    </>
  );
}

/** /property-benchmark/{code}[/{level}/{value}]: the home against comparable homes over the season. */
/**
 * The benchmark of one home at one level. `location` is the place the address names; one that is
 * not the home's place at that level (an old or edited link) is no page of its own: `onUnknownLocation`.
 */
export function BenchmarkView({ code, level, location = null, onUnknownLocation }: { code: string; level: BenchmarkLevel; location?: string | null; onUnknownLocation?: () => void }) {
  const { i18n } = useLingui();
  const benchmark = useBenchmark(code, level);
  const unknown = location !== null && benchmark.data !== undefined && !isPlaceOf(benchmark.data, level, location);
  useEffect(() => {
    if (unknown) onUnknownLocation?.();
  }, [unknown, onUnknownLocation]);
  if (unknown) return null;
  return (
    <div className={styles.page}>
      <QueryState query={benchmark} loading={i18n._({ id: 'property.benchmark.loading', message: 'Comparing your home…' })}>
        {(data) => <BenchmarkContent data={data} />}
      </QueryState>
    </div>
  );
}

/** Whether the address's place is the home's place at that level (as the level links write it). */
function isPlaceOf(data: Benchmark, level: BenchmarkLevel, location: string): boolean {
  const wanted = location.toLowerCase();
  return data.locations.some((each) => each.level === level && locationSlug(each.location).toLowerCase() === wanted);
}
