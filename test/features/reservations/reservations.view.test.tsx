import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReservationsView } from '../../../src/features/reservations/reservations.view';
import type { ReservationType } from '../../../src/domain/route-params';
import { reservationsPort } from '../../../src/ports/reservations-gateway';
import { FakeReservationsGateway, homes, makeReservation } from './fake-reservations-gateway';
import { port, renderPage } from '../../support/render-page';

function renderList(gateway: FakeReservationsGateway, { type = 'arrivals', search = '' }: { type?: ReservationType; search?: string } = {}) {
  return renderPage(
    <ReservationsView type={type} />,
    { path: `/reservations/${type}`, search, ports: [port(reservationsPort, gateway)] },
  );
}

const many = (count: number) => Array.from({ length: count }, (_, i) => makeReservation(i + 1));
const cards = () => within(screen.getByRole('list', { name: 'Arrivals' })).getAllByRole('listitem');

describe('reservation list', () => {
  it('shows skeletons, then 12 reservations and more while the server says some rest', async () => {
    const gateway = new FakeReservationsGateway(many(30));
    renderList(gateway);
    expect(screen.getByText('Loading reservations…')).toBeTruthy();
    expect(await screen.findByText('Showing 12 of 30 reservations')).toBeTruthy();
    expect(cards()).toHaveLength(12);
    expect(gateway.listCalls[0]).toEqual({ sort: 'arrival', rangeType: 'arrivalDate', page: 0, size: 12 });

    await userEvent.click(screen.getByRole('button', { name: 'Show 12 more' }));
    expect(await screen.findByText('Showing 24 of 30 reservations')).toBeTruthy();
    // Focus moves to the first card that was added, so a keyboard user reads on from there.
    expect(document.activeElement?.textContent).toContain('Guest 13');
    await userEvent.click(screen.getByRole('button', { name: 'Show 6 more' }));
    expect(await screen.findByText('Showing 30 of 30 reservations')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
    expect(gateway.listCalls.map((q) => q.page)).toEqual([0, 1, 2]);
  });

  it('asks for departures sorted and filtered by departure date', async () => {
    const gateway = new FakeReservationsGateway(many(2));
    renderList(gateway, { type: 'departures' });
    await screen.findByText('Showing 2 of 2 reservations');
    expect(gateway.listCalls[0]).toMatchObject({ sort: 'departure', rangeType: 'departureDate' });
    expect(screen.getByRole('link', { name: 'Departures' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Arrivals' }).getAttribute('href')).toBe('/reservations/arrivals');
  });

  it('words a row: number, home, dates in the locale, nights, guests, kind, canceled and changes with the values before', async () => {
    const gateway = new FakeReservationsGateway([
      makeReservation(1, {
        ownerBooking: true,
        canceled: true,
        changes: [
          {
            changedAt: '2026-05-02T10:00:00Z',
            changes: [
              { type: 'dates', previous: { arrivalDate: '2026-07-01', departureDate: '2026-07-08' }, current: { arrivalDate: '2026-07-02', departureDate: '2026-08-02' } },
              { type: 'pax', previous: { adults: 1, children: 0 }, current: { adults: 2, children: 1 } },
            ],
          },
        ],
      }),
    ]);
    renderList(gateway);
    const card = (await screen.findByRole('link', { name: /Guest 1/ })).closest('li')!;
    const text = card.textContent ?? '';
    for (const part of ['500001', 'Villa Marta', 'Thu, 2 Jul 2026', 'Sun, 2 Aug 2026', '31 nights', '2 adults, 1 child', 'Owner booking', 'Canceled']) {
      expect(text).toContain(part);
    }
    expect(within(card).getByRole('list', { name: 'Changes' }).textContent).toContain('(before: Wed, 1 Jul 2026 – Wed, 8 Jul 2026)');
    expect(text).toContain('Guests changed to 2 adults, 1 child (before: 1 adult)');
    expect(within(card).getByRole('link', { name: /Guest 1/ }).getAttribute('href')).toBe('/reservations/arrivals/500001');
  });

  it('says what will appear when there is nothing yet', async () => {
    renderList(new FakeReservationsGateway([]));
    expect(await screen.findByRole('heading', { name: 'No arrivals yet' })).toBeTruthy();
    expect(screen.getByText(/When guests book one of your holiday homes/)).toBeTruthy();
  });

  it('offers to clear filters that match nothing', async () => {
    const { location } = renderList(new FakeReservationsGateway([]), { search: 'dateFrom=2030-01-01' });
    const empty = await screen.findByRole('heading', { name: 'No reservations match these filters' });
    await userEvent.click(within(empty.parentElement!).getByRole('button', { name: 'Clear filters' }));
    expect(location.history).toEqual(['/reservations/arrivals']);
  });

  it('says what went wrong and loads again on retry', async () => {
    const gateway = new FakeReservationsGateway(many(3));
    gateway.failList = true;
    renderList(gateway);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your reservations');
    gateway.failList = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 3 of 3 reservations')).toBeTruthy();
  });

  it('reads its filters from the address, so a reload or shared link shows the same list', async () => {
    const gateway = new FakeReservationsGateway(many(3));
    renderList(gateway, { search: `dateFrom=2026-07-01&dateTo=2026-07-31&properties=${homes[1]!.code}` });
    await screen.findByText(/No reservations match/);
    expect(gateway.listCalls[0]).toMatchObject({ dateFrom: '2026-07-01', dateTo: '2026-07-31', properties: homes[1]!.code });
    // Shown in the portal's language (English is en-GB), kept in the address as ISO dates.
    expect((screen.getByLabelText('Arriving from') as HTMLInputElement).value).toBe('01/07/2026');
    expect((screen.getByLabelText('Arriving until') as HTMLInputElement).value).toBe('31/07/2026');
    expect(await screen.findByText('Holiday homes: 1 selected')).toBeTruthy();
  });

  it('writes the filters to the address with replace, and the list follows', async () => {
    const gateway = new FakeReservationsGateway(many(3));
    const { location } = renderList(gateway);
    await screen.findByText('Showing 3 of 3 reservations');
    fireEvent.change(screen.getByLabelText('Arriving from'), { target: { value: '01/07/2026' } });
    fireEvent.change(screen.getByLabelText('Arriving until'), { target: { value: '15072026' } });
    await userEvent.click(await screen.findByText('Holiday homes: all'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Villa Marta/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Strandhus/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Show reservations' }));

    const expected = `/reservations/arrivals?dateFrom=2026-07-01&dateTo=2026-07-15&properties=${encodeURIComponent(`${homes[0]!.code},${homes[2]!.code}`)}`;
    await waitFor(() => expect(location.history).toEqual([expected]));
    await waitFor(() => expect(gateway.listCalls.at(-1)).toMatchObject({ dateFrom: '2026-07-01', dateTo: '2026-07-15', properties: `${homes[0]!.code},${homes[2]!.code}` }));
  });

  it('the agency\'s many homes: a search narrows the list, "select the shown" and "clear" (issue 29, point 13)', async () => {
    const agency = Array.from({ length: 24 }, (_, i) => ({ ...homes[i % 3]!, code: `AT${1000 + i}.100.1`, name: `${homes[i % 3]!.name} ${i + 1}` }));
    const gateway = new FakeReservationsGateway(many(3), agency);
    renderList(gateway);
    await screen.findByText('Showing 3 of 3 reservations');
    await userEvent.click(await screen.findByText('Holiday homes: all'));
    expect(screen.getAllByRole('checkbox')).toHaveLength(24);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a holiday home' }), 'strandhus');
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Select the 8 shown' }));
    expect(screen.getByText('Holiday homes: 8 selected')).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Find a holiday home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('Holiday homes: 24 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the selection' }));
    expect(screen.getByText('Holiday homes: all')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a holiday home' }), 'Strandhus 3');
    await userEvent.click(screen.getByRole('checkbox', { name: /Strandhus 3\b/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a holiday home' }), '{Enter}');
    // Enter in the search does not apply the filters: no list was asked for with homes.
    expect(gateway.listCalls.every((call) => !call.properties)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show reservations' }));
    await waitFor(() => expect(gateway.listCalls.at(-1)).toMatchObject({ properties: 'AT1002.100.1' }));
  });

  it('refuses a range that ends before it starts, and leaves the address alone', async () => {
    const gateway = new FakeReservationsGateway(many(1));
    const { location } = renderList(gateway);
    await screen.findByText('Showing 1 of 1 reservation');
    fireEvent.change(screen.getByLabelText('Arriving from'), { target: { value: '10/07/2026' } });
    fireEvent.change(screen.getByLabelText('Arriving until'), { target: { value: '01/07/2026' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show reservations' }));
    expect(screen.getByText('This date must be on or after the first date.')).toBeTruthy();
    expect(screen.getByLabelText('Arriving until').getAttribute('aria-invalid')).toBe('true');
    expect(location.history).toEqual(['/reservations/arrivals']);
    // Fixed: the error goes at once, before the next submit.
    fireEvent.change(screen.getByLabelText('Arriving until'), { target: { value: '12/07/2026' } });
    expect(screen.queryByText('This date must be on or after the first date.')).toBeNull();
  });

  it('refuses a typed text that is no date, with the pattern to follow', async () => {
    const gateway = new FakeReservationsGateway(many(1));
    const { location } = renderList(gateway);
    await screen.findByText('Showing 1 of 1 reservation');
    await userEvent.type(screen.getByLabelText('Arriving from'), '31.02.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show reservations' }));
    expect(screen.getByLabelText('Arriving from').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a real date as DD/MM/YYYY.')).toBeTruthy();
    expect(location.history).toEqual(['/reservations/arrivals']);
    await userEvent.clear(screen.getByLabelText('Arriving from'));
    await userEvent.type(screen.getByLabelText('Arriving from'), '28.02.2026{Enter}');
    await waitFor(() => expect(location.history).toEqual(['/reservations/arrivals?dateFrom=2026-02-28']));
  });

  it('still lists everything when the holiday homes cannot be loaded', async () => {
    const gateway = new FakeReservationsGateway(many(2));
    gateway.failAccommodations = true;
    renderList(gateway);
    expect(await screen.findByText(/Your holiday homes could not be loaded/)).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 reservations')).toBeTruthy();
  });
});

describe('removing an owner booking', () => {
  const ownerBooking = () => makeReservation(7, { travellerName: 'Me', ownerBooking: true, removable: true });

  it('asks first, then removes, refreshes reservations, calendar, owner bookings, the overview and the inbox, and confirms with a toast', async () => {
    const gateway = new FakeReservationsGateway([makeReservation(1), ownerBooking()]);
    const { queryClient } = renderList(gateway);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByText('Showing 2 of 2 reservations');
    expect(screen.getAllByRole('button', { name: /Remove owner booking/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Remove owner booking 500007' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this owner booking?' });
    expect(dialog.textContent).toContain('Villa Marta from Wed, 8 Jul 2026 to Sat, 8 Aug 2026 becomes free');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(gateway.removed).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove owner booking 500007' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove booking' }));
    expect(await screen.findByText('Your owner booking at Villa Marta was removed.')).toBeTruthy();
    expect(gateway.removed).toEqual(['r-7']);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['reservations'], ['calendar'], ['ownerBookings'], ['dashboard'], ['inbox']]);
    // The refreshed list shows the booking canceled, with nothing left to remove; focus is on the list's summary.
    const card = screen.getByRole('link', { name: /^Me/ }).closest('li')!;
    expect(within(card).getByText('Canceled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove owner booking/ })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Showing 2 of 2 reservations');
  });

  it.each([
    [{ kind: 'network', message: 'offline' } as const, 'The booking was not removed. Please check your connection'],
    [{ kind: 'http', status: 409, code: 'booking_started' } as const, 'This booking has already started, so it can no longer be removed.'],
    [{ kind: 'http', status: 404, code: 'not_found' } as const, 'This booking no longer exists.'],
  ])('says why in the dialog when the removal fails (%o)', async (failure, reason) => {
    const gateway = new FakeReservationsGateway([ownerBooking()]);
    gateway.failRemove = failure;
    renderList(gateway);
    await userEvent.click(await screen.findByRole('button', { name: /Remove owner booking/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove booking' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain(reason);
    expect(screen.getByText('Showing 1 of 1 reservation')).toBeTruthy();
  });
});
