import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoToolsView } from '../../../src/features/demo-tools/demo-tools.view';
import { type DemoGateway, demoPort } from '../../../src/ports/demo-gateway';
import { GatewayError } from '../../../src/ports/gateway-error';
import { port, renderPage } from '../../support/render-page';

const render = (demo: DemoGateway) => renderPage(<DemoToolsView />, { ports: [port(demoPort, demo)] });

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
