import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactList, SentContactMessageList } from '../../../src/contract/contact';
import { SentMessagesView } from '../../../src/features/contact/sent-messages.view';
import { type ContactGateway, contactPort } from '../../../src/ports/contact-gateway';
import { GatewayError } from '../../../src/ports/gateway-error';
import { port, renderPage } from '../../support/render-page';

class FakeContactGateway implements ContactGateway {
  constructor(private readonly sent: SentContactMessageList | null) {}
  async contacts(): Promise<ContactList> {
    return { content: [] };
  }
  async send() {
    return { id: '1' };
  }
  async sentMessages() {
    if (!this.sent) throw new GatewayError({ kind: 'network', message: 'offline' });
    return this.sent;
  }
}

const render = (sent: SentContactMessageList | null) => renderPage(<SentMessagesView />, { path: '/contact-us', ports: [port(contactPort, new FakeContactGateway(sent))] });

describe('the messages sent to support', () => {
  it('lists each with its subject, date, reservation and status', async () => {
    render({
      content: [
        { id: '2', group: 'Bookings', topic: 'OwnerBooking', resNo: '24000123', status: 'ANSWERED', createdAt: '2026-10-02T09:00:00.000Z' },
        { id: '1', group: 'Maintenance', topic: 'InProperty', resNo: null, status: 'RECEIVED', createdAt: '2026-09-01T09:00:00.000Z' },
      ],
    });
    const list = await screen.findByRole('region', { name: 'Your messages to us' });
    const [answered, received] = await within(list).findAllByRole('listitem');
    expect(within(answered!).getByRole('heading', { level: 3 }).textContent).toBe('Bookings – My own stay (owner booking)');
    expect(within(answered!).getByText('Answered')).toBeTruthy();
    expect(within(answered!).getByText(/^Sent on .*2026 · reservation 24000123$/)).toBeTruthy();
    expect(within(received!).getByText('Received')).toBeTruthy();
    expect(within(received!).getByText(/^Sent on .*2026$/)).toBeTruthy();
  });

  it('says when nothing was sent yet', async () => {
    render({ content: [] });
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });

  it('says when the list could not be loaded', async () => {
    render(null);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
