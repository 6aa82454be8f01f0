import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import { DemoToolsView } from '../../../src/features/demo-tools/demo-tools.view';
import { GatewayError } from '../../../src/ports/gateway-error';
import { renderWithI18n } from '../../support/i18n';

const render = (demo: Parameters<typeof DemoToolsView>[0]['demo']) =>
  renderWithI18n(
    <QueryClientProvider client={createQueryClient()}>
      <DemoToolsView demo={demo} />
    </QueryClientProvider>,
  );

describe('DemoToolsView', () => {
  it('creates a booking or a message on request and says it is on its way', async () => {
    const demo = { createBooking: vi.fn(async () => {}), createNotification: vi.fn(async () => {}) };
    render(demo);
    await userEvent.click(screen.getByRole('button', { name: 'Create a booking' }));
    expect(await screen.findByText('Done. It arrives in a moment.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(demo.createBooking).toHaveBeenCalledTimes(1);
    expect(demo.createNotification).toHaveBeenCalledWith('feature');
  });

  it('says when it did not work', async () => {
    const failing = async () => Promise.reject(new GatewayError({ kind: 'http', status: 404, code: 'not_found' }));
    render({ createBooking: failing, createNotification: failing });
    await userEvent.click(screen.getByRole('button', { name: 'Create a booking' }));
    expect(await screen.findByText('That did not work. Please try again.')).toBeTruthy();
  });
});
