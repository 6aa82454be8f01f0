import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReservationEarnings } from '../../../src/contract/reservation-earnings';
import { ReservationEarningsView } from '../../../src/features/payments/reservation-earnings.view';
import { ReservationDetailView } from '../../../src/features/reservations/reservation-detail.view';
import { reservationsPort } from '../../../src/ports/reservations-gateway';
import { port, renderPage } from '../../support/render-page';
import { FakeReservationsGateway, makeReservation } from '../reservations/fake-reservations-gateway';

const paid: ReservationEarnings = {
  resNo: '500003',
  currency: 'EUR',
  gross: 1200,
  deductions: [
    { kind: 'commission', amount: 240 },
    { kind: 'cleaning', amount: 55 },
  ],
  net: 905,
  bookedOn: '2026-07-04',
  expected: false,
  payout: { date: '2026-07-10', status: 'SUCCESSFUL' },
};

function renderDetail(gateway: FakeReservationsGateway, seesPayments: boolean) {
  return renderPage(<ReservationDetailView type="arrivals" id="r-3" earnings={seesPayments ? <ReservationEarningsView id="r-3" /> : undefined} />, {
    path: '/reservations/arrivals/r-3',
    ports: [port(reservationsPort, gateway)],
  });
}

const figures = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('what a reservation earns', () => {
  it('shows income, each deduction, the payout and its day and status', async () => {
    const gateway = new FakeReservationsGateway([makeReservation(3)]);
    gateway.earningsById.set('r-3', paid);
    renderDetail(gateway, true);
    const region = await screen.findByRole('region', { name: 'What you earn' });
    await within(region).findByText('€1,200.00');
    expect(figures(region)).toEqual([
      'Income from the booking: €1,200.00',
      'Commission: -€240.00',
      'Final cleaning: -€55.00',
      'Your payout: €905.00',
      'Payout: Paid · 10 Jul 2026',
    ]);
    expect(within(region).queryByText(/Expected/)).toBeNull();
  });

  it('says when the amounts of a coming stay are only expected and not planned for payout', async () => {
    const gateway = new FakeReservationsGateway([makeReservation(3)]);
    gateway.earningsById.set('r-3', { ...paid, bookedOn: '2026-12-20', expected: true, payout: null });
    renderDetail(gateway, true);
    const region = await screen.findByRole('region', { name: 'What you earn' });
    expect(await within(region).findByText('Expected: these amounts are booked on your account on 20 Dec 2026.')).toBeTruthy();
    expect(figures(region)).toContain('Payout: Not planned yet');
  });

  it('says when nothing is booked for the reservation', async () => {
    const gateway = new FakeReservationsGateway([makeReservation(3)]);
    gateway.earningsById.set('r-3', { resNo: '500003', currency: null, gross: 0, deductions: [], net: 0, bookedOn: null, expected: false, payout: null });
    renderDetail(gateway, true);
    expect(await screen.findByText('Nothing has been booked on your account for this reservation.')).toBeTruthy();
  });

  it('says what went wrong and loads again on retry', async () => {
    const gateway = new FakeReservationsGateway([makeReservation(3)]);
    gateway.earningsById.set('r-3', paid);
    gateway.failEarnings = true;
    renderDetail(gateway, true);
    const region = await screen.findByRole('region', { name: 'What you earn' });
    expect((await within(region).findByRole('alert')).textContent).toContain('We could not load what you earn from this reservation');
    gateway.failEarnings = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('€905.00')).toBeTruthy();
  });

  it('is neither shown nor asked for when the page gives no earnings (no payments permission)', async () => {
    const gateway = new FakeReservationsGateway([makeReservation(3)]);
    gateway.earningsById.set('r-3', paid);
    renderDetail(gateway, false);
    expect(await screen.findByRole('region', { name: 'Change history' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What you earn' })).toBeNull();
    expect(gateway.earningsCalls).toEqual([]);
  });
});
