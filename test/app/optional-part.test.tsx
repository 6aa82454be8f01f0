import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/error-boundary';
import { OptionalPart } from '../../src/app/optional-part';
import { renderWithI18n } from '../support/i18n';

describe('OptionalPart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its part once loaded', async () => {
    const Bell = lazy(async () => ({ default: () => <a href="/inbox">Inbox</a> }));
    renderWithI18n(
      <OptionalPart>
        <Bell />
      </OptionalPart>,
    );
    expect(await screen.findByRole('link', { name: 'Inbox' })).toBeTruthy();
  });

  it('leaves out a part whose chunk did not load without signal, and the page around it stays', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const Bell = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chunks/inbox-bell-X.js')));
    renderWithI18n(
      <ErrorBoundary standalone>
        <main>
          <h1>Notifications</h1>
          <OptionalPart>
            <Bell />
          </OptionalPart>
        </main>
      </ErrorBoundary>,
    );
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('Left out without signal:', expect.stringContaining('inbox-bell')));
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByText('Not available offline')).toBeNull();
  });
});
