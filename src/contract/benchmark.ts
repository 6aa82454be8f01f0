import * as z from 'zod/mini';
import { BenchmarkMetrics } from '../domain/benchmark';
import { ACCOMMODATION_CODE } from '../domain/patterns';

export const BenchmarkLevels = ['country', 'region', 'place'] as const;
export type BenchmarkLevel = (typeof BenchmarkLevels)[number];

/** GET /api/benchmark/{code} query: the level of comparable homes (region by default) and the season year. */
export const BenchmarkQuery = z.object({
  level: z._default(z.enum(BenchmarkLevels), 'region'),
  year: z.optional(z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100))),
});

export const BenchmarkParams = z.object({ code: z.string().check(z.regex(ACCOMMODATION_CODE)) });

/** Figures of a month (domain MonthFigures): occupancy 0–1, prices in minor units, score 1–5, lead time in days. */
export const Figures = z.object({
  occupancy: z.nullable(z.number()),
  averageNightlyPrice: z.nullable(z.number()),
  revenuePerAvailableNight: z.nullable(z.number()),
  reviewScore: z.nullable(z.number()),
  leadTime: z.nullable(z.number()),
});
export type Figures = z.infer<typeof Figures>;

export const ReadingItem = z.object({
  metric: z.enum(BenchmarkMetrics),
  month: z.string(),
  direction: z.enum(['above', 'below', 'level']),
  difference: z.number(),
});
export type ReadingItem = z.infer<typeof ReadingItem>;

/** GET /api/benchmark/{code}?level=country|region|place: the home against comparable homes over a season. */
export const Benchmark = z.object({
  accommodation: z.object({ code: z.string(), name: z.string() }),
  level: z.enum(BenchmarkLevels),
  /** The level's value: the country code, the region or the place. */
  location: z.string(),
  /** The other levels and their values (for links). */
  locations: z.array(z.object({ level: z.enum(BenchmarkLevels), location: z.string(), comparableHomes: z.number() })),
  year: z.number(),
  currency: z.string(),
  comparableHomes: z.number(),
  months: z.array(z.object({ month: z.string(), home: Figures, market: Figures })),
  season: z.object({ home: Figures, market: Figures }),
  reading: z.array(ReadingItem),
});
export type Benchmark = z.infer<typeof Benchmark>;
