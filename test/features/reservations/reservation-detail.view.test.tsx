import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReservationDetailView } from '../../../src/features/reservations/reservation-detail.view';
import { reservationsPort } from '../../../src/ports/reservations-gateway';
import { ArrivedInApp } from '../../../src/ui/use-focus-when';
import { FakeReservationsGateway, makeReservation } from './fake-reservations-gateway';
import { port, renderPage } from '../../support/render-page';

function renderDetail(gateway: FakeReservationsGateway, id: string, search = '', arrived = true) {
  return renderPage(
    <ArrivedInApp.Provider value={arrived}>
      <ReservationDetailView type="arrivals" id={id} />
    </ArrivedInApp.Provider>,
    { path: `/reservations/arrivals/${id}`, search, ports: [port(reservationsPort, gateway)] },
  );
}

describe('reservation detail', () => {
  it('shows the guest, the stay, a tel: link to the preferred phone, a mailto: link and the change history', async () => {
    const gateway = new FakeReservationsGateway([
      makeReservation(3, {
        travellerName: 'Ana Perić',
        travellerContact: {
          show: true,
          value: [
            { type: 'TELB', contact: '+385 1 222 333' },
            { type: 'MOB', contact: '+385 91 555 0101' },
            { type: 'EMAIL', contact: 'ana@example.com' },
          ],
        },
        changes: [{ changedAt: '2026-05-02T10:00:00Z', changes: [{ type: 'pax', previous: { adults: 2, children: 0 }, current: { adults: 2, children: 1 } }] }],
      }),
    ]);
    renderDetail(gateway, 'r-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Perić' })).toBeTruthy();
    expect(screen.getByText('Reservation 500003 at Villa Marta')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call +385 91 555 0101' }).getAttribute('href')).toBe('tel:+385915550101');
    expect(screen.getByRole('link', { name: 'E-mail ana@example.com' }).getAttribute('href')).toBe('mailto:ana@example.com');
    const history = screen.getByRole('region', { name: 'Change history' });
    expect(history.textContent).toContain('2 May 2026: Guests changed to 2 adults, 1 child (before: 2 adults)');
    expect(screen.getByRole('link', { name: 'Show in the calendar' }).getAttribute('href')).toBe('/bookings/calendar/HR2731.100.1?date=2026-07-04');
  });

  it('says so when the guest’s contact is not shared', async () => {
    renderDetail(new FakeReservationsGateway([makeReservation(1)]), 'r-1');
    expect(await screen.findByText(/contact details are not shared/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Call/ })).toBeNull();
    expect(screen.getByText('Nothing has changed since the booking was made.')).toBeTruthy();
  });

  it('names a stay without a guest by its kind and leaves out "0 adults"', async () => {
    renderDetail(new FakeReservationsGateway([makeReservation(2, { travellerName: '', houseClosing: true, pax: { adults: 0, children: 0 } })]), 'r-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'House closed' })).toBeTruthy();
    expect(screen.queryByText('Guests')).toBeNull();
  });

  it('titles an owner booking by what it is and its home, without a badge repeating it or a guest to contact', async () => {
    renderDetail(new FakeReservationsGateway([makeReservation(6, { travellerName: '', ownerBooking: true })]), 'r-6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Owner booking at Villa Marta' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'The stay' }).textContent).not.toContain('Owner booking');
    expect(screen.queryByRole('heading', { name: 'Contact the guest' })).toBeNull();
  });

  it('shows the owner’s note as their own note, with no "Guest comments" badge', async () => {
    renderDetail(new FakeReservationsGateway([makeReservation(7, { travellerName: '', ownerBooking: true, ownerNote: 'Painters on Monday' })]), 'r-7');
    const stay = await screen.findByRole('region', { name: 'The stay' });
    expect(stay.textContent).toContain('Your note: Painters on Monday');
    expect(stay.textContent).not.toContain('Guest comments');
  });

  it('keeps the list filters on the way back', async () => {
    renderDetail(new FakeReservationsGateway([makeReservation(1)]), 'r-1', 'dateFrom=2026-07-01');
    expect(screen.getByRole('link', { name: '← All arrivals' }).getAttribute('href')).toBe('/reservations/arrivals?dateFrom=2026-07-01');
  });

  it('says a reservation that is not there does not exist, without a retry that cannot help', async () => {
    renderDetail(new FakeReservationsGateway([]), 'r-404');
    expect(await screen.findByText('There is no such reservation')).toBeTruthy();
    expect(screen.getByText('It may have been removed, or it belongs to another account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('starts at the heading on arrival', async () => {
    renderDetail(new FakeReservationsGateway([makeReservation(3, { travellerName: 'Ana Perić' })]), 'r-3');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ana Perić' });
    expect(document.activeElement).toBe(heading);
  });

  it("leaves focus where the browser has it as the document's first page", async () => {
    renderDetail(new FakeReservationsGateway([makeReservation(3, { travellerName: 'Ana Perić' })]), 'r-3', '', false);
    await screen.findByRole('heading', { level: 1, name: 'Ana Perić' });
    expect(document.activeElement).toBe(document.body);
  });

  it('removes an owner booking after confirmation and goes back to the list', async () => {
    const gateway = new FakeReservationsGateway([makeReservation(5, { ownerBooking: true, removable: true })]);
    const { location } = renderDetail(gateway, 'r-5');
    await userEvent.click(await screen.findByRole('button', { name: /Remove owner booking/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove booking' }));
    expect(await screen.findByText('Your owner booking at Villa Marta was removed.')).toBeTruthy();
    expect(gateway.removed).toEqual(['r-5']);
    expect(location.history.at(-1)).toBe('/reservations/arrivals');
  });
});
