import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pullToRefreshMachine } from '../../../src/features/pull-to-refresh/pull-to-refresh.machine';
import { PullToRefresh } from '../../../src/features/pull-to-refresh/pull-to-refresh.view';
import { renderWithI18n } from '../../support/i18n';

function touch(type: string, y?: number) {
  const event = new Event(type);
  Object.defineProperty(event, 'touches', { value: y === undefined ? [] : [{ clientY: y }] });
  act(() => void window.dispatchEvent(event));
}

describe('pull-to-refresh view', () => {
  afterEach(() => {
    delete (window as { ontouchstart?: unknown }).ontouchstart;
  });

  it('on a touch screen shows the pull, announces "Release to refresh" past the threshold and refreshes on release', async () => {
    (window as { ontouchstart?: unknown }).ontouchstart = null;
    let refreshed = 0;
    const actor = createActor(pullToRefreshMachine.provide({ actors: { refresh: fromPromise<void>(async () => void refreshed++) } })).start();
    renderWithI18n(<PullToRefresh actor={actor} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    touch('touchstart', 10);
    touch('touchmove', 70);
    expect(screen.getByText('Pull to refresh')).toBeTruthy();
    expect(status.textContent).toBe('');
    touch('touchmove', 200);
    expect(status.textContent).toBe('Release to refresh');
    touch('touchend');
    await act(async () => {});
    expect(refreshed).toBe(1);
    expect(status.textContent).toBe('');
  });

  it('renders nothing without a touch screen (the browser refresh is there)', () => {
    const actor = createActor(pullToRefreshMachine).start();
    const { container } = renderWithI18n(<PullToRefresh actor={actor} />);
    expect(container.innerHTML).toBe('');
  });
});
