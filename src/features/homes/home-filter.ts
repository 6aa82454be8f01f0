import type { Accommodation } from '../../contract/accommodations';

/** What the homes page filters by: words of the name, place or code, and a country (ISO code) or all. */
export interface HomeFilter {
  readonly text: string;
  readonly country: string | null;
}

/** Lower case without accents, so "porec" finds Poreč. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Whether a home matches: every word of the text in its name, place or code, and its country when one is chosen. */
export function matchesHome(home: Accommodation, filter: HomeFilter): boolean {
  if (filter.country && home.country !== filter.country) return false;
  const haystack = fold(`${home.name} ${home.place} ${home.code}`);
  return fold(filter.text).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}

/** The countries of the homes, each once, in alphabetical order of their codes. */
export function countriesOf(homes: readonly Accommodation[]): string[] {
  return [...new Set(homes.map((home) => home.country))].sort();
}
