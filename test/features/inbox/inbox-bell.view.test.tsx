import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { InboxBell } from '../../../src/features/inbox/inbox-bell.view';
import { inboxPort } from '../../../src/ports/inbox-gateway';
import { port, renderPage } from '../../support/render-page';
import { FakeInboxGateway } from './fake-inbox-gateway';

function renderBell(gateway: FakeInboxGateway, path = '/') {
  return renderPage(
<InboxBell />, { path, ports: [port(inboxPort, gateway)] }
  );
}

describe('inbox bell', () => {
  it('links to the inbox and says, in its name and with a dot, that something is new', async () => {
    renderBell(new FakeInboxGateway());
    const bell = await screen.findByRole('link', { name: 'Inbox, new messages' });
    expect(bell.getAttribute('href')).toBe('/inbox');
    expect(bell.querySelector('span[aria-hidden="true"]')).toBeTruthy();
  });

  it('is a plain inbox link when nothing is new, marked current on the inbox page', async () => {
    const gateway = new FakeInboxGateway();
    gateway.hasNewAnswer = false;
    renderBell(gateway, '/inbox');
    await waitFor(() => expect(gateway.calls).toContain('hasNew'));
    const bell = await screen.findByRole('link', { name: 'Inbox' });
    expect(bell.getAttribute('aria-current')).toBe('page');
    expect(bell.querySelector('span[aria-hidden="true"]')).toBeNull();
  });

  it('asks again on every page change and when the inbox queries are invalidated (live events)', async () => {
    const gateway = new FakeInboxGateway();
    gateway.hasNewAnswer = false;
    const { location, queryClient } = renderBell(gateway);
    await screen.findByRole('link', { name: 'Inbox' });
    gateway.hasNewAnswer = true;
    act(() => location.navigate('/reservations/arrivals'));
    expect(await screen.findByRole('link', { name: 'Inbox, new messages' })).toBeTruthy();
    gateway.hasNewAnswer = false;
    await act(() => queryClient.invalidateQueries({ queryKey: ['inbox'] }));
    expect(await screen.findByRole('link', { name: 'Inbox' })).toBeTruthy();
    expect(gateway.calls.filter((c) => c === 'hasNew')).toHaveLength(3);
  });
});
