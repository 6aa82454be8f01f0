import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotAvailableView } from '../../../src/features/shell/not-available.view';
import { catalogI18n } from '../../support/i18n';
import { renderPage } from '../../support/render-page';

describe('a page the permissions do not include (issue 29.6)', () => {
  it('names the page, says why it is not shown and where to go instead', () => {
    renderPage(<NotAvailableView page="Payments" />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page is not available to you' })).toBeTruthy();
    expect(screen.getByText(/^“Payments” is not included in your access to this owner account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the overview' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('is translated', () => {
    renderPage(<NotAvailableView page="Zahlungen" />, { i18n: catalogI18n('de') });
    expect(screen.getByRole('heading', { level: 1, name: 'Diese Seite steht Ihnen nicht zur Verfügung' })).toBeTruthy();
    expect(screen.getByText(/^„Zahlungen“ gehört nicht zu Ihrem Zugang/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Übersicht' })).toBeTruthy();
  });
});
