import type { Benchmark, BenchmarkLevel } from '../../contract/benchmark';
import type { Opportunities } from '../../contract/opportunities';
import {
  benchmarkReading,
  type BenchmarkStay,
  benchmarkStayKind,
  defaultSeasonYear,
  homeMonthInputs,
  lastCompleteSeasonYear,
  monthFigures,
  type MonthInputs,
  overlapNights,
  seasonMonths,
  sumInputs,
  upcomingHighSeason,
} from '../../domain/benchmark';
import { byExpectedRevenue, deriveOpportunities } from '../../domain/opportunities';
import { type ComparableFilter, countComparableHomes, listBenchmarkReviews, listBenchmarkStays, listComparableHomes, listComparableMonths } from '../repositories/benchmark-repository';
import { listContracts } from '../repositories/contracts-repository';
import { homesWithDynamicPricing } from '../repositories/dynamic-pricing-repository';
import type { Executor } from '../repositories/executor';
import { findOwnHome, listOwnHomes, type OwnHome } from '../repositories/own-homes-repository';
import { listAttributeNames } from '../repositories/property-profile-repository';
import { type Clock, today } from './clock';
import { Failure } from './failure';

const LEVELS: readonly BenchmarkLevel[] = ['country', 'region', 'place'];
/** Dates the owner kept from guests: own stays, closings, blocked days (not bookings through other channels). */
const BLOCKING_KINDS = new Set(['OwnerBooking', 'HouseClosing', 'Blocked']);

/** Comparable homes: the same location at the level, the same currency, one bedroom more or less. */
function filterFor(home: OwnHome, currency: string, level: BenchmarkLevel): ComparableFilter {
  return {
    country: home.country,
    region: level === 'country' ? null : home.region,
    place: level === 'place' ? home.place : null,
    currency,
    bedroomsFrom: home.bedrooms - 1,
    bedroomsTo: home.bedrooms + 1,
  };
}

const locationOf = (home: OwnHome, level: BenchmarkLevel) => ({ country: home.country, region: home.region, place: home.place })[level];

/** The benchmark and the opportunities, computed from the stored calendar, reviews and comparable homes. */
export class BenchmarkService {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  private async currencyOf(home: OwnHome): Promise<string> {
    return (await listContracts(this.db, [home.id]))[0]?.currency ?? 'EUR';
  }

  /** The home's month inputs over a season, from its stays and reviews. */
  private async homeSeason(home: OwnHome, year: number): Promise<Map<string, MonthInputs>> {
    const from = `${seasonMonths(year)[0]}-01`;
    const to = `${year}-11-01`;
    const [stays, reviews] = await Promise.all([listBenchmarkStays(this.db, home.id, from, to), listBenchmarkReviews(this.db, home.id, from, to)]);
    const calendar: BenchmarkStay[] = stays.map((stay) => ({
      kind: benchmarkStayKind(stay.kind),
      arrival: stay.arrival,
      departure: stay.departure,
      revenueCents: stay.revenueCents ?? 0,
      bookedOn: stay.bookedAt.toISOString().slice(0, 10),
    }));
    const written = reviews.map((review) => ({ rating: review.rating, writtenOn: review.createdAt.toISOString().slice(0, 10) }));
    return new Map(seasonMonths(year).map((month) => [month, homeMonthInputs(month, calendar, written)]));
  }

  /** The comparable homes' month inputs over a season, pooled per month. */
  private async marketSeason(filter: ComparableFilter, year: number): Promise<Map<string, MonthInputs>> {
    const months = seasonMonths(year);
    const rows = await listComparableMonths(this.db, filter, `${months[0]}-01`, `${months[months.length - 1]}-01`);
    return new Map(months.map((month) => [month, sumInputs(rows.filter((row) => row.month.startsWith(month)))]));
  }

  /**
   * GET /api/benchmark/{code}: per month of the season, the home's figures and the comparable
   * homes' (pooled) figures at the level, the season totals and the plain-language reading.
   */
  async benchmark(accountId: number, code: string, level: BenchmarkLevel, year?: number): Promise<Benchmark> {
    const home = await findOwnHome(this.db, accountId, code);
    if (!home) throw Failure.notFound();
    const season = year ?? defaultSeasonYear(today(this.clock).toString());
    const currency = await this.currencyOf(home);
    const filter = filterFor(home, currency, level);
    const [own, market, counts] = await Promise.all([
      this.homeSeason(home, season),
      this.marketSeason(filter, season),
      Promise.all(LEVELS.map((each) => countComparableHomes(this.db, filterFor(home, currency, each)))),
    ]);
    const months = seasonMonths(season).map((month) => ({
      month,
      home: monthFigures(own.get(month)!),
      market: monthFigures(market.get(month)!),
    }));
    return {
      accommodation: { code: home.code, name: home.name },
      level,
      location: locationOf(home, level),
      locations: LEVELS.map((each, index) => ({ level: each, location: locationOf(home, each), comparableHomes: counts[index]! })),
      year: season,
      currency,
      comparableHomes: counts[LEVELS.indexOf(level)]!,
      months,
      season: { home: monthFigures(sumInputs([...own.values()])), market: monthFigures(sumInputs([...market.values()])) },
      reading: benchmarkReading(months),
    };
  }

  /** GET /api/opportunities: each home's suggestions against its region's comparable homes over the last whole season. */
  async opportunities(accountId: number): Promise<Opportunities> {
    const day = today(this.clock).toString();
    const seasonYear = lastCompleteSeasonYear(day);
    const [highFrom, highTo] = upcomingHighSeason(day);
    const homes = await listOwnHomes(this.db, accountId);
    const dynamic = await homesWithDynamicPricing(this.db, homes.map((home) => home.id));
    const perHome = [];
    const months = seasonMonths(seasonYear);
    for (const home of homes) {
      const currency = await this.currencyOf(home);
      const filter = filterFor(home, currency, 'region');
      const [own, comparables, rows, attributes, upcoming] = await Promise.all([
        this.homeSeason(home, seasonYear),
        listComparableHomes(this.db, filter),
        listComparableMonths(this.db, filter, `${months[0]}-01`, `${months[months.length - 1]}-01`),
        listAttributeNames(this.db, home.id),
        listBenchmarkStays(this.db, home.id, highFrom, highTo),
      ]);
      const blockedHighSeasonNights = upcoming
        .filter((stay) => BLOCKING_KINDS.has(stay.kind))
        .reduce((sum, stay) => sum + overlapNights(stay.arrival, stay.departure, highFrom, highTo), 0);
      const found = deriveOpportunities({
        code: home.code,
        currency,
        season: sumInputs([...own.values()]),
        comparables: comparables.map((comparable) => ({
          attributes: comparable.attributes,
          dynamicPricing: comparable.dynamicPricing,
          season: sumInputs(rows.filter((row) => row.comparableHomeId === comparable.id)),
        })),
        blockedHighSeasonNights,
        attributes,
        dynamicPricing: dynamic.has(home.id),
      });
      perHome.push(...found.map((opportunity) => ({ ...opportunity, accommodation: { code: home.code, name: home.name } })));
    }
    const content = perHome.sort(byExpectedRevenue).map(({ accommodationCode: _code, ...opportunity }) => opportunity);
    return { seasonYear, content };
  }
}
