import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { UiLocales } from '../../src/domain/enumerations';
import type { PictureGroup } from '../../src/domain/picture-grouping';

/** Runs per property: FC_NUM_RUNS from the environment (npm run test:props sets 2000), else 100. */
export function numRuns(): number {
  const fromEnv = Number(process.env.FC_NUM_RUNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 100;
}

/** fc.assert of a synchronous property with numRuns applied. */
export function assertProperty<Ts>(property: fc.IProperty<Ts>): void {
  fc.assert(property, { numRuns: numRuns() });
}

const EPOCH = Temporal.PlainDate.from('1970-01-01');

/** A date between 1900-01-01 and 2199-12-31. */
export const plainDateArb: fc.Arbitrary<Temporal.PlainDate> = fc
  .integer({ min: -25_567, max: 84_005 })
  .map((days) => EPOCH.add({ days }));

/** The same dates as ISO strings. */
export const isoDateArb: fc.Arbitrary<string> = plainDateArb.map((date) => date.toString());

/** An instant between 1970 and 2100, millisecond precision. */
export const instantArb: fc.Arbitrary<Temporal.Instant> = fc
  .integer({ min: 0, max: 4_102_444_800_000 })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

export const uiLocaleArb = fc.constantFrom(...UiLocales);

const upperLetter = fc.integer({ min: 65, max: 90 }).map((code) => String.fromCharCode(code));
const digitGroup = fc.integer({ min: 0, max: 99_999 }).map(String);

/** Accommodation codes like HR2731.100.1. */
export const accommodationCodeArb: fc.Arbitrary<string> = fc
  .tuple(upperLetter, upperLetter, digitGroup, digitGroup, digitGroup)
  .map(([a, b, x, y, z]) => `${a}${b}${x}.${y}.${z}`);

/** Picture groups whose file names come from a small pool, so duplicates across groups are common. */
export const pictureGroupsArb: fc.Arbitrary<PictureGroup[]> = fc.array(
  fc.record({
    mediaItem: fc.array(
      fc.record({
        fileName: fc.integer({ min: 0, max: 40 }).map((n) => `p${n}.jpg`),
        caption: fc.array(fc.record({ content: fc.string() }), { maxLength: 2 }),
      }),
      { maxLength: 16 },
    ),
  }),
  { maxLength: 10 },
);

/** Any string, including astral characters and control characters. */
export const anyStringArb: fc.Arbitrary<string> = fc.string({ unit: 'binary', maxLength: 40 });
