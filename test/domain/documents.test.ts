import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentFileName, documentKindsOfHome } from '../../src/domain/documents';
import { formatYearRange } from '../../src/domain/year-range';
import { assertProperty } from '../support/fast-check';

const year = fc.integer({ min: 2000, max: 2100 });
const code = fc.constantFrom('HR2731.100.1', 'DK1234.001.1', 'IT5521.610.2');

describe('documentKindsOfHome', () => {
  it('gives Croatian price documentation only to homes in Croatia, contracts to every home', () => {
    assertProperty(
      fc.property(fc.string({ minLength: 2, maxLength: 2 }), (country) => {
        const kinds = documentKindsOfHome(country);
        expect(kinds).toContain('contract');
        expect(kinds.includes('price')).toBe(country.toUpperCase() === 'HR');
        expect(kinds).not.toContain('tax');
      }),
    );
    // Random two-letter strings rarely spell HR: both cases, always.
    expect(documentKindsOfHome('hr')).toEqual(['contract', 'price']);
    expect(documentKindsOfHome('IT')).toEqual(['contract']);
  });
});

describe('documentFileName', () => {
  it('is a PDF name with the years as the domain formats them and the home, without characters file systems refuse', () => {
    assertProperty(
      fc.property(fc.string({ maxLength: 80 }), year, year, fc.option(code, { nil: null }), (title, a, b, home) => {
        const name = documentFileName(title, a, b, home);
        expect(name.endsWith('.pdf')).toBe(true);
        expect(name).not.toMatch(/[\u0000-\u001f\u007f/\\:*?"<>|]/);
        expect(name.length).toBeLessThanOrEqual(154);
        const years = formatYearRange(a, b).replace('/', '-');
        if (title.length + years.length < 100) expect(name).toContain(` - ${years}`);
        if (home && title.length < 100) expect(name).toContain(home);
      }),
    );
  });

  it('names a season contract as the owner sees it', () => {
    expect(documentFileName('Rental contract', 2025, 2026, 'HR2731.100.1')).toBe('Rental contract - 2025-26 - HR2731.100.1.pdf');
    expect(documentFileName('Tax documentation', 2025, 2025, null)).toBe('Tax documentation - 2025.pdf');
    expect(documentFileName('  ', 2024, 2024, null)).toBe('Document - 2024.pdf');
  });
});
