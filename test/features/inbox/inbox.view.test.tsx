import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InboxView } from '../../../src/features/inbox/inbox.view';
import { GatewayError } from '../../../src/ports/gateway-error';
import { inboxPort } from '../../../src/ports/inbox-gateway';
import { deferred, port, renderPage } from '../../support/render-page';
import { FakeInboxGateway, makeNotification } from './fake-inbox-gateway';

function renderInbox(gateway = new FakeInboxGateway()) {
  const page = renderPage(
<InboxView />, { path: '/inbox', ports: [port(inboxPort, gateway)] }
  );
  return { ...page, gateway };
}

const card = (title: string | RegExp) => screen.getByRole('button', { name: title });
const dialog = () => screen.getByRole('dialog');

describe('inbox list', () => {
  it('shows a skeleton, then the cards worded from type and params, unread ones marked New', async () => {
    const { queryClient } = renderInbox();
    expect(screen.getByText('Loading your messages…')).toBeTruthy();
    expect(await screen.findByText('9 unread messages')).toBeTruthy();
    const booking = (await screen.findByRole('button', { name: 'New New booking' })).closest('li')!;
    expect(booking.textContent).toContain('Reservation 500042. Open it to see the guest and the dates.');
    expect(booking.textContent).toContain('Villa Marta');
    expect(booking.textContent).toContain('Arrival Sat, 14 Nov 2026');
    expect(card(/Renew your contract for 2027/).closest('li')!.textContent).toContain('Villa Marta can be renewed automatically');
    // A refused change names the account still paid to, as the overview's task and the payment information page do.
    expect(card(/Your new bank details were not accepted/).closest('li')!.textContent).toContain('We keep paying to your account on file, CH93 •••• •••• 2957.');
    // The list is cached per locale (spec 7: keyed by locale).
    expect(queryClient.getQueryData(['inbox', 'notifications', 'en'])).toHaveLength(9);
  });

  it('words the cards of an own stay booked or removed by what and when, not by a guest to look for', async () => {
    const own = (id: string, kind: string, change: string) =>
      makeNotification(id, 'reservation', { reservation: { id: '7', resNo: '700001' }, params: { change, kind, accommodationName: 'Villa Marta', arrivalDate: '2027-03-10', departureDate: '2027-03-14' } });
    renderInbox(new FakeInboxGateway([own('a', 'OwnerBooking', 'NEW'), own('b', 'MyRent', 'NEW'), own('c', 'OwnerBooking', 'CANCELED')]));
    const text = async (title: string) => (await screen.findByRole('button', { name: `New ${title}` })).closest('li')!.textContent;
    expect(await text('Your own stay is booked')).toContain('Villa Marta is blocked for you from Wed, 10 Mar 2027 to Sun, 14 Mar 2027.');
    expect(await text('Your own letting is booked')).toContain('Villa Marta is blocked for the guests you let it to, from Wed, 10 Mar 2027 to Sun, 14 Mar 2027.');
    expect(await text('Your own booking was removed')).toContain('Villa Marta is free again for guests from Wed, 10 Mar 2027 to Sun, 14 Mar 2027.');
    expect(document.body.textContent).not.toContain('Open it to see the guest');
  });

  it('says what will arrive when the inbox is empty', async () => {
    renderInbox(new FakeInboxGateway([]));
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
  });

  it('says what went wrong and loads again on retry', async () => {
    const gateway = new FakeInboxGateway();
    gateway.failList = true;
    renderInbox(gateway);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your messages');
    gateway.failList = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('9 unread messages')).toBeTruthy();
  });
});

describe('marking read', () => {
  it('shows the card read at once, before the server answers', async () => {
    const gateway = new FakeInboxGateway([makeNotification('n1', 'legal')]);
    const answer = deferred<void>();
    gateway.markReadAnswer = () => answer.promise;
    renderInbox(gateway);
    await userEvent.click(await screen.findByRole('button', { name: /Please confirm your legal and tax data/ }));
    expect(gateway.calls).toContain('markRead n1');
    expect(screen.getByText('No unread messages')).toBeTruthy();
    expect(card('Please confirm your legal and tax data')).toBeTruthy();
    answer.resolve();
    await waitFor(() => expect(gateway.calls.filter((c) => c === 'notifications')).toHaveLength(2));
  });

  it('puts the card back to unread and says so when the server refuses', async () => {
    const gateway = new FakeInboxGateway([makeNotification('n1', 'legal')]);
    gateway.markReadAnswer = async () => Promise.reject(new GatewayError({ kind: 'network', message: 'offline' }));
    renderInbox(gateway);
    await userEvent.click(await screen.findByRole('button', { name: /Please confirm your legal/ }));
    expect(await screen.findByText('We could not mark the message as read. It stays unread for now.')).toBeTruthy();
    expect(screen.getByText('1 unread message')).toBeTruthy();
    expect(card('New Please confirm your legal and tax data')).toBeTruthy();
  });

  it('does not mark a read card again, but still opens it', async () => {
    const gateway = new FakeInboxGateway([makeNotification('n1', 'legal', { isRead: true })]);
    renderInbox(gateway);
    await userEvent.click(await screen.findByRole('button', { name: 'Please confirm your legal and tax data' }));
    expect(dialog()).toBeTruthy();
    expect(gateway.calls.some((c) => c.startsWith('markRead'))).toBe(false);
  });
});

describe('mark all as read', () => {
  it('marks every card up to the newest shown, at once, and offers nothing once all are read', async () => {
    const gateway = new FakeInboxGateway([makeNotification('n1', 'legal'), makeNotification('n2', 'feature'), makeNotification('n3', 'legal', { isRead: true })]);
    const answer = deferred<number>();
    gateway.markAllReadAnswer = () => answer.promise;
    renderInbox(gateway);
    expect(await screen.findByText('2 unread messages')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(gateway.calls).toContain('markAllRead n1');
    expect(screen.getByText('No unread messages')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    answer.resolve(2);
  });

  it('puts the cards back to unread and says so when the server refuses', async () => {
    const gateway = new FakeInboxGateway([makeNotification('n1', 'legal'), makeNotification('n2', 'feature')]);
    gateway.markAllReadAnswer = async () => Promise.reject(new GatewayError({ kind: 'network', message: 'offline' }));
    renderInbox(gateway);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('We could not mark your messages as read. They stay unread for now.')).toBeTruthy();
    expect(screen.getByText('2 unread messages')).toBeTruthy();
  });

  it('is not offered when nothing is unread', async () => {
    renderInbox(new FakeInboxGateway([makeNotification('n1', 'legal', { isRead: true })]));
    expect(await screen.findByText('No unread messages')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});

describe('what a card opens', () => {
  it('feature: its detail with a way to try it', async () => {
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /New in your portal/ }));
    expect(screen.getByRole('dialog', { name: 'Sign in with a passkey' })).toBeTruthy();
    expect(within(dialog()).getByRole('link', { name: 'Try it now' }).getAttribute('href')).toBe('/profile/passwordless-login');
  });

  it('feedback: a 0–10 score as radio buttons, sent as the rating, then thanks', async () => {
    const { gateway } = renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /How are we doing/ }));
    const scale = within(dialog()).getByRole('group', { name: 'How likely are you to recommend us to another homeowner?' });
    expect(within(scale).getAllByRole('radio')).toHaveLength(11);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send my answer' }));
    expect(within(dialog()).getByText('Please choose a number from 0 to 10.')).toBeTruthy();
    await userEvent.click(within(scale).getByRole('radio', { name: '7' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByRole('dialog', { name: 'Survey sent' })).toBeTruthy();
    expect(gateway.calls).toContain('rate 7');
  });

  it('feedback: a survey answered before opens as done, with its day, and asks nothing', async () => {
    const answered = makeNotification('n1', 'feedback', { isRead: true, actionTaken: { result: 'surveyAnswered', at: '2026-11-23T09:30:00Z' } });
    const { gateway } = renderInbox(new FakeInboxGateway([answered]));
    const opener = await screen.findByRole('button', { name: 'How are we doing?' });
    expect(opener.closest('li')!.textContent).toContain('Survey answered on 23 Nov 2026');
    await userEvent.click(opener);
    const done = screen.getByRole('dialog', { name: 'Survey sent' });
    expect(within(done).getByRole('status').textContent).toContain('Survey answered on 23 Nov 2026');
    expect(within(done).queryByRole('radio')).toBeNull();
    expect(within(done).queryByRole('button', { name: 'Send my answer' })).toBeNull();
    expect(gateway.calls.some((c) => c.startsWith('rate'))).toBe(false);
  });

  it('feedback: says so when the rating was not saved', async () => {
    const gateway = new FakeInboxGateway();
    gateway.rateAnswer = false;
    renderInbox(gateway);
    await userEvent.click(await screen.findByRole('button', { name: /How are we doing/ }));
    await userEvent.click(within(dialog()).getByRole('radio', { name: '10' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send my answer' }));
    expect(await within(dialog()).findByText('Your answer was not sent. Please try again.')).toBeTruthy();
  });

  it('reservation: goes to the reservation by its number', async () => {
    const { location } = renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'New New booking' }));
    expect(location.history.at(-1)).toBe('/reservations/arrivals/500042');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('referral: a confirmation naming the homeowner', async () => {
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /Your recommendation/ }));
    expect(screen.getByRole('dialog', { name: 'Thank you for your recommendation' }).textContent).toContain('your recommendation of Marta Novak');
  });

  it('legal: a dialog with the way to the legal data', async () => {
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /Please confirm your legal/ }));
    expect(within(screen.getByRole('dialog', { name: 'Confirm your legal and tax data' })).getByRole('link', { name: 'Go to legal and tax data' }).getAttribute('href')).toBe(
      '/profile/legal',
    );
  });

  it('iban: an error view when the change failed, an approved view otherwise', async () => {
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /Your new bank details were not accepted/ }));
    const failed = screen.getByRole('dialog', { name: 'Your new bank details were not accepted' });
    expect(within(failed).getByRole('alert').textContent).toContain('Error:');
    expect(within(failed).getByRole('alert').textContent).toContain('We keep paying to your account on file, CH93 •••• •••• 2957. Please check that the account holder');
    expect(within(failed).getByRole('link', { name: 'Enter bank details again' })).toBeTruthy();
    await userEvent.click(within(failed).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(card(/Your new bank details were not accepted/));
    await userEvent.click(screen.getByRole('button', { name: /New bank details approved/ }));
    expect(within(screen.getByRole('dialog', { name: 'Your new bank details are approved' })).getByRole('status').textContent).toContain('Success:');
  });

  it('renewal with auto-renew: confirm, then renew automatically', async () => {
    const { gateway } = renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /Renew your contract for 2027/ }));
    expect(screen.getByRole('dialog', { name: 'Renew your contract automatically?' }).textContent).toContain('Your contract for Villa Marta can continue in 2027');
    expect(within(dialog()).getByRole('link', { name: 'See the contract and its prices' }).getAttribute('href')).toBe('/contract-prices/HR2731.100.1');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Renew for 2027' }));
    expect(await within(dialog()).findByText('Done: your contract for Villa Marta continues in 2027.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Renewal requested' })).toBeTruthy();
    expect(gateway.calls).toContain('renew HR2731.100.1 auto');
  });

  it('renewal answered before: opened again, it says what was requested and when, without the button', async () => {
    const { gateway } = renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /Renew your contract for 2027/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Renew for 2027' }));
    await screen.findByRole('dialog', { name: 'Renewal requested' });
    await userEvent.click(within(dialog()).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The inbox reloads after the answer; the card now carries the server's record of it.
    await waitFor(() => expect(card(/Renew your contract for 2027/).closest('li')!.textContent).toContain('Renewal requested on 23 Nov 2026'));
    await userEvent.click(card(/Renew your contract for 2027/));
    const done = screen.getByRole('dialog', { name: 'Renewal requested' });
    expect(within(done).getByRole('status').textContent).toContain('Renewal requested on 23 Nov 2026');
    expect(within(done).queryByRole('button', { name: 'Renew for 2027' })).toBeNull();
    expect(gateway.calls.filter((c) => c.startsWith('renew'))).toHaveLength(1);
  });

  it('contract without auto-renew: confirm, then ask for a manual offer; a failure can be retried', async () => {
    const gateway = new FakeInboxGateway();
    gateway.failRenew = true;
    renderInbox(gateway);
    await userEvent.click(await screen.findByRole('button', { name: /Your contract is ending/ }));
    expect(screen.getByRole('dialog', { name: 'Ask for a new contract offer?' })).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Ask for an offer' }));
    expect(await within(dialog()).findByText(/That did not work/)).toBeTruthy();
    gateway.failRenew = false;
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Ask for an offer' }));
    expect(await within(dialog()).findByText('Thank you. We will send you a new offer for Casa Lucia.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New offer requested' })).toBeTruthy();
    expect(gateway.calls.filter((c) => c === 'renew IT4410.200.3 manual')).toHaveLength(2);
  });
});
