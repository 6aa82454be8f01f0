import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ReadingItem } from '../../contract/benchmark';
import type { BenchmarkMetric } from '../../domain/benchmark';

/** The plain-language sentences of the benchmark's reading, per metric and direction. */
const SENTENCES: Record<BenchmarkMetric, Record<ReadingItem['direction'], MessageDescriptor>> = {
  occupancy: {
    above: /*i18n*/ { id: 'property.reading.occupancy.above', message: 'Your occupancy in {month} was {count, plural, one {{difference} point} other {{difference} points}} above similar homes in {location}.' },
    below: /*i18n*/ { id: 'property.reading.occupancy.below', message: 'Your occupancy in {month} was {count, plural, one {{difference} point} other {{difference} points}} below similar homes in {location}.' },
    level: /*i18n*/ { id: 'property.reading.occupancy.level', message: 'Your occupancy kept level with similar homes in {location} all season.' },
  },
  averageNightlyPrice: {
    above: /*i18n*/ { id: 'property.reading.price.above', message: 'Your average price per night in {month} was {difference} % above similar homes in {location}.' },
    below: /*i18n*/ { id: 'property.reading.price.below', message: 'Your average price per night in {month} was {difference} % below similar homes in {location}.' },
    level: /*i18n*/ { id: 'property.reading.price.level', message: 'Your prices per night matched similar homes in {location} all season.' },
  },
  revenuePerAvailableNight: {
    above: /*i18n*/ { id: 'property.reading.revpar.above', message: 'In {month} you earned {difference} % more per available night than similar homes in {location}.' },
    below: /*i18n*/ { id: 'property.reading.revpar.below', message: 'In {month} you earned {difference} % less per available night than similar homes in {location}.' },
    level: /*i18n*/ { id: 'property.reading.revpar.level', message: 'You earned as much per available night as similar homes in {location} all season.' },
  },
  reviewScore: {
    above: /*i18n*/ { id: 'property.reading.reviews.above', message: 'Your guests rated you {count, plural, one {{difference} point} other {{difference} points}} higher than similar homes in {location} in {month}.' },
    below: /*i18n*/ { id: 'property.reading.reviews.below', message: 'Your guests rated you {count, plural, one {{difference} point} other {{difference} points}} lower than similar homes in {location} in {month}.' },
    level: /*i18n*/ { id: 'property.reading.reviews.level', message: 'Your guests rate you like similar homes in {location}.' },
  },
  leadTime: {
    above: /*i18n*/ { id: 'property.reading.lead.above', message: 'Guests arriving in {month} booked {count, plural, one {{difference} day} other {{difference} days}} earlier than at similar homes in {location}.' },
    below: /*i18n*/ { id: 'property.reading.lead.below', message: 'Guests arriving in {month} booked {count, plural, one {{difference} day} other {{difference} days}} later than at similar homes in {location}.' },
    level: /*i18n*/ { id: 'property.reading.lead.level', message: 'Guests book you as early as similar homes in {location}.' },
  },
};

/**
 * One sentence of the reading; month and location already worded, the difference formatted and,
 * as `count`, the number its plural form follows (as shown: rounded like the formatted one).
 */
export function readingSentence(i18n: I18n, item: ReadingItem, values: { month: string; location: string; difference: string; count: number }): string {
  return i18n._({ ...SENTENCES[item.metric][item.direction], values });
}
