import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from '../../src/ui/query-state';
import { renderWithI18n } from '../support/i18n';

function query(state: Partial<QueryLike<string>>): QueryLike<string> {
  return { isPending: false, isError: false, data: undefined, error: null, refetch: vi.fn(), ...state };
}

function show(state: Partial<QueryLike<string>>) {
  return renderWithI18n(
    <QueryState query={query(state)} loading="Loading…">
      {(data) => <p>Shown: {data}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('announces loading, then shows the data', () => {
    const { unmount } = show({ isPending: true });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    unmount();
    show({ data: 'three homes' });
    expect(screen.getByText('Shown: three homes')).toBeTruthy();
  });

  it('says a first load failed and offers to try again', async () => {
    const refetch = vi.fn();
    renderWithI18n(
      <QueryState query={query({ isError: true, error: new Error('offline'), refetch })} loading="Loading…">
        {(data) => <p>Shown: {data}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('We could not load this page');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps showing what it had when a refresh fails (a form keeps what was typed)', () => {
    show({ isError: true, error: new Error('offline'), data: 'three homes' });
    expect(screen.getByText('Shown: three homes')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
