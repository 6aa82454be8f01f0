import type { DemoAccommodation } from './demo-types';
import type { Prng } from './prng';

/** Country → regions and places the agency's houses are spread over. */
const AREAS = {
  HR: {
    currency: 'EUR',
    seasonal: true,
    regions: [['Istria', ['Rovinj', 'Pula', 'Umag']], ['Kvarner', ['Opatija', 'Krk']], ['Dalmatia', ['Makarska', 'Trogir', 'Hvar']]],
  },
  IT: {
    currency: 'EUR',
    seasonal: true,
    regions: [['Tuscany', ['Lucca', 'Siena']], ['Apulia', ['Ostuni', 'Polignano a Mare']], ['Sardinia', ['Alghero']]],
  },
  AT: { currency: 'EUR', seasonal: false, regions: [['Tyrol', ['Mayrhofen', 'Sölden']], ['Salzburg', ['Zell am See', 'Saalbach']]] },
  ES: { currency: 'EUR', seasonal: true, regions: [['Costa Brava', ['Cadaqués', 'Tossa de Mar']], ['Andalusia', ['Nerja', 'Marbella']]] },
} as const;

const NAME_PARTS: Record<keyof typeof AREAS, readonly [readonly string[], readonly string[]]> = {
  HR: [['Villa', 'Kuća', 'Apartman', 'Vila'], ['Maslina', 'Lavanda', 'More', 'Sunce', 'Borovi', 'Galeb', 'Kamen']],
  IT: [['Casa', 'Villa', 'Podere', 'Trullo'], ['degli Ulivi', 'del Sole', 'Azzurra', 'Bellavista', 'Rosa', 'del Mare']],
  AT: [['Chalet', 'Haus', 'Ferienhaus', 'Alpenhof'], ['Edelweiss', 'Zirbe', 'Bergblick', 'Sonnenhang', 'Enzian']],
  ES: [['Casa', 'Villa', 'Finca', 'Cortijo'], ['del Mar', 'Las Palmeras', 'Sol y Luna', 'La Brisa', 'Los Almendros']],
};

const COUNTS: readonly (readonly [keyof typeof AREAS, number])[] = [
  ['HR', 8],
  ['IT', 6],
  ['AT', 5],
  ['ES', 5],
];

const STATUSES = [
  ['ACTIVE', 18],
  ['EXPIRING', 2],
  ['PENDING', 1],
  ['NEW', 1],
  ['INACTIVE', 1],
] as const;

/**
 * The agency's 24 houses in Croatia, Italy, Austria and Spain, with codes like 'AT6290.115.2' (the
 * middle groups 101, 108 … never meet the fixed codes of the other demo accounts).
 */
export function agencyPortfolio(prng: Prng): DemoAccommodation[] {
  const result: DemoAccommodation[] = [];
  for (const [country, count] of COUNTS) {
    const area = AREAS[country];
    const [prefixes, suffixes] = NAME_PARTS[country];
    for (let index = 0; index < count; index++) {
      const [region, places] = area.regions[index % area.regions.length]!;
      const place = prng.pick(places);
      const pax = prng.pick([2, 4, 4, 5, 6, 6, 8, 10]);
      result.push({
        code: `${country}${prng.int(1000, 9899)}.${101 + index * 7}.${prng.int(1, 3)}`,
        name: `${prng.pick(prefixes)} ${prng.pick(suffixes)}`,
        country,
        region,
        place,
        relation: 'agency',
        contractStatus: prng.weighted(STATUSES),
        contractType: prng.weighted([
          ['Regular', 6],
          ['Combi', 2],
          ['Quota', 1],
        ] as const),
        contractStart: `${prng.int(2016, 2023)}-${String(prng.int(1, 12)).padStart(2, '0')}-01`,
        pax,
        bedrooms: Math.max(1, Math.ceil(pax / 2)),
        bathrooms: Math.max(1, Math.floor(pax / 3)),
        seasonal: area.seasonal,
        nightlyCents: prng.int(70, 320) * 100,
        currency: area.currency,
      });
    }
  }
  return result;
}
