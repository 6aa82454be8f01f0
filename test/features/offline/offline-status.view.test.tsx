import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { type OfflineStatusEvent, offlineStatusMachine } from '../../../src/features/offline/offline-status.machine';
import { OfflineStatus } from '../../../src/features/offline/offline-status.view';
import { renderWithI18n } from '../../support/i18n';
import { formatMoment } from '../../../src/i18n/format';

function show() {
  let signal: (event: OfflineStatusEvent) => void = () => {};
  const actor = createActor(offlineStatusMachine.provide({ actors: { signals: fromCallback<OfflineStatusEvent>(({ sendBack }) => void (signal = sendBack)) } })).start();
  renderWithI18n(<OfflineStatus actor={actor} />);
  return (event: OfflineStatusEvent) => act(() => signal(event));
}

describe('offline status view', () => {
  it('says nothing online; with offline copies, as of when the oldest was fetched', () => {
    const signal = show();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    signal({ type: 'copy.shown', fetchedAt: '2026-11-23T08:05:00.000Z' });
    const expected = formatMoment('2026-11-23T08:05:00.000Z', 'en');
    expect(status.textContent).toBe(`Offline — shown as of ${expected}`);
  });

  it('a refused change is an alert until closed', async () => {
    const signal = show();
    signal({ type: 'write.refused' });
    expect(screen.getByRole('status').textContent).toBe('Offline — what you see may be out of date');
    expect(screen.getByRole('alert').textContent).toContain('Changes are not kept for later.');
    await userEvent.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
