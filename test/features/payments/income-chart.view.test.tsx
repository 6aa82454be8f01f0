import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IncomeChart } from '../../../src/features/payments/income-chart.view';
import { renderWithI18n, testI18n } from '../../support/i18n';

const monthly = [
  { year: 2026, month: 3, income: 1200, deductions: 100 },
  { year: 2026, month: 7, income: 4800, deductions: 300 },
];

describe('IncomeChart', () => {
  it.each([
    ['de', ['Mär', 'Mai', 'Okt', 'Dez'], 'Juli'],
    ['hr', ['ožu', 'svi', 'lis', 'pro'], 'srpanj'],
  ])('names the months in the page’s language (%s)', (locale, shortNames, best) => {
    renderWithI18n(<IncomeChart monthly={monthly} year={2026} currency="EUR" />, testI18n(locale));
    const axis = [...document.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(axis).toHaveLength(12);
    for (const name of shortNames) expect(axis).toContain(name);
    for (const english of ['Mar', 'May', 'Oct', 'Dec']) expect(axis).not.toContain(english);
    // The summary names the best month, and the table each month, in the language too.
    expect(screen.getByRole('img').getAttribute('aria-labelledby')).toBe('income-chart-summary');
    expect(document.getElementById('income-chart-summary')?.textContent).toContain(best);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toContain(best);
  });
});
