import { formatYearRange } from './year-range';

/** The kinds of document the portal keeps for an owner (spec 1: contracts, tax documentation, price documentation). */
export const DocumentKinds = ['contract', 'tax', 'price'] as const;
export type DocumentKind = (typeof DocumentKinds)[number];

/** Croatian price documentation exists only for homes in Croatia; every home has contracts. */
export function documentKindsOfHome(country: string): DocumentKind[] {
  return country.toUpperCase() === 'HR' ? ['contract', 'price'] : ['contract'];
}

/**
 * The name a downloaded document gets: its title, its years as the domain formats ranges ('/'
 * becomes '-', which a file name cannot hold) and the home's code, as a PDF. Characters that file
 * systems reject are replaced, so the name is safe on every system.
 */
export function documentFileName(title: string, from: number, to: number, accommodationCode: string | null): string {
  const years = formatYearRange(from, to).replace('/', '-');
  const parts = [title.trim() || 'Document', years, ...(accommodationCode ? [accommodationCode] : [])];
  const name = parts
    .join(' - ')
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .slice(0, 150);
  return `${name}.pdf`;
}
