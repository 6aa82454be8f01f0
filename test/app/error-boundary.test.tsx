import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/error-boundary';
import { renderWithI18n } from '../support/i18n';

function Broken({ broken }: { broken: boolean }) {
  if (broken) throw new Error('render failed');
  return <h1>Reservations</h1>;
}

describe('ErrorBoundary inside a layout', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('replaces only the page with the internal-error view and its reload button', () => {
    renderWithI18n(
      <main>
        <ErrorBoundary resetKey="/reservations/arrivals">
          <Broken broken />
        </ErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('main').contains(screen.getByRole('heading', { level: 1, name: 'Internal error' }))).toBe(true);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('clears the error when the owner navigates to another path', () => {
    const { rerender } = renderWithI18n(
      <ErrorBoundary resetKey="/a">
        <Broken broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Internal error' })).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/b">
        <Broken broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Reservations' })).toBeTruthy();
  });

  it('without signal, a page whose code cannot load says calmly that it is not available offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    function NotKept(): never {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chunks/payments.page-X.js');
    }
    renderWithI18n(
      <ErrorBoundary resetKey="/payments">
        <NotKept />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not available offline' })).toBeTruthy();
    expect(screen.queryByText('Internal error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    online.mockReturnValue(true);
  });

  it('at the top, a chunk that did not load shows its view without the layout, itself a chunk that might not load either', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let renders = 0;
    function NotKept(): never {
      renders++;
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chunks/logged-in.layout-X.js');
    }
    renderWithI18n(
      <ErrorBoundary standalone>
        <NotKept />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available offline' })).toBeTruthy();
    const rendered = renders;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(renders).toBe(rendered);
    online.mockReturnValue(true);
    info.mockRestore();
  });
});
