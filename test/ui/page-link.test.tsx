import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLink } from '../../src/ui/page-link';
import { PageOpensContext } from '../../src/ui/page-opens';
import { renderWithI18n } from '../support/i18n';

const opensOnly = (open: string) => (href: string) => href === open;

describe('PageLink', () => {
  it('links to a page that opens, and shows nothing for one that does not', () => {
    renderWithI18n(
      <PageOpensContext value={opensOnly('/profile/legal')}>
        <PageLink href="/profile/legal">Legal data</PageLink>
        <PageLink href="/not-built-yet">Somewhere</PageLink>
      </PageOpensContext>,
    );
    expect(screen.getByRole('link', { name: 'Legal data' }).getAttribute('href')).toBe('/profile/legal');
    expect(screen.queryByRole('link', { name: 'Somewhere' })).toBeNull();
  });

  it('refuses to guess outside the provider', () => {
    expect(() => renderWithI18n(<PageLink href="/profile/legal">Legal data</PageLink>)).toThrow('useOpensPage outside <PageOpensContext>');
  });
});
