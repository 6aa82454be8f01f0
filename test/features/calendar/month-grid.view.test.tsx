import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarView } from '../../../src/features/calendar/calendar.view';
import { calendarPort } from '../../../src/ports/calendar-gateway';
import { port, renderPage } from '../../support/render-page';
import { spoken } from '../../support/spoken';
import { entry, fakeCalendarGateway, homes } from './fake-calendar-gateway';

const entries = [
  entry({ id: 'r1', type: 'Reservation', from: '2026-08-07', to: '2026-08-12', title: 'Anna Berg', reservationId: '41' }),
  // Back to back with Anna's stay: the 12th holds her departure and this arrival.
  entry({ id: 'o1', type: 'Blocked', bookingKind: 'OwnerBooking', from: '2026-08-12', to: '2026-08-14', title: 'Painters come on Monday', reservationId: '42' }),
  entry({ id: 'e1', type: 'ExternalBooking', from: '2026-08-20', to: '2026-08-22', title: 'Reserved', source: 'Airbnb' }),
  entry({ id: 'm1', type: 'Reservation', bookingKind: 'MyRent', from: '2026-08-25', to: '2026-08-27', title: 'Tomáš Dvořák', reservationId: '43' }),
];
const prices = { currency: 'EUR', nights: ['2026-08-05', '2026-08-06', '2026-08-14'].map((date) => ({ date, cents: 12_000 })) };

function renderMonth({ bookedId = null as string | null } = {}) {
  const gateway = fakeCalendarGateway({}, { entries: async () => ({ entries, prices }) });
  renderPage(<CalendarView code="HR2731.100.1" date="2026-08-05" today="2026-08-05" homes={homes} timelineHref="/t" canBook onNavigate={() => undefined} bookedId={bookedId} importSection={null} />, {
    ports: [port(calendarPort, gateway)],
  });
  return screen.findByRole('grid', { name: 'August 2026' });
}

const day = (grid: HTMLElement, iso: string) => grid.querySelector<HTMLElement>(`[data-day="${iso}"]`)!;
const labels = (grid: HTMLElement) => [...grid.querySelectorAll('[data-bar-label]')].map((label) => label.textContent);

describe('the month as bars an owner recognises', () => {
  it('writes each stay once per week row: the guest’s name, "Own stay", the platform of an imported block', async () => {
    const grid = await renderMonth();
    // Anna's five nights cross a week end (Sunday the 9th): her name starts both rows.
    expect(labels(grid)).toEqual(['● Anna Berg', '● Anna Berg', '⌂ Own stay', '◆ Airbnb', '★ My rent (Tomáš Dvořák)']);
  });

  it('names what holds each night and who leaves that morning, so back-to-back stays read as two', async () => {
    const grid = await renderMonth();
    expect(day(grid, '2026-08-12').getAttribute('aria-label')).toBe('12 Own stay, Wednesday, 12 August 2026: Own stay · departure: Guest reservation (Anna Berg)');
    expect(day(grid, '2026-08-20').getAttribute('aria-label')).toBe('20 Airbnb, Thursday, 20 August 2026: Booked on another platform (Airbnb)');
  });

  it('starts each day’s name with what the day shows, so a voice user can say it (WCAG 2.5.3)', async () => {
    const grid = await renderMonth();
    for (const cell of within(grid).getAllByRole('gridcell')) expect(spoken(cell.getAttribute('aria-label')!)).toContain(spoken(cell.textContent!));
    expect(day(grid, '2026-08-07').getAttribute('aria-label')).toMatch(/^7 Anna Berg, Friday, 7 August 2026: /);
  });

  it('gives free nights their price, marks today and refuses past nights for a booking', async () => {
    const grid = await renderMonth();
    expect(day(grid, '2026-08-06').getAttribute('aria-label')).toBe('6 €120, Thursday, 6 August 2026: free, €120 a night');
    expect(day(grid, '2026-08-06').textContent).toContain('€120');
    // A priced night that is booked shows no price.
    expect(day(grid, '2026-08-13').textContent).not.toContain('€');
    expect(day(grid, '2026-08-05').getAttribute('aria-current')).toBe('date');
    expect(grid.querySelectorAll('[aria-current]')).toHaveLength(1);
    await userEvent.click(day(grid, '2026-08-03'));
    expect(screen.getByRole('heading', { name: 'Monday, 3 August 2026' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book these dates' })).toBeNull();
    expect(screen.getByText('Nights before today cannot be booked any more.')).toBeTruthy();
    expect(day(grid, '2026-08-03').getAttribute('aria-selected')).toBe('true');
    // From today, a choice reaching back into the past is refused with the reason.
    await userEvent.click(day(grid, '2026-08-05'));
    await userEvent.click(day(grid, '2026-08-04'));
    expect(screen.getByText('Nights before today cannot be booked any more.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book these dates' }).getAttribute('href')).toContain('arrival=2026-08-05&departure=2026-08-06');
  });

  it('shows the owner’s note as their note, and confirms a booking just made with the way to it', async () => {
    const grid = await renderMonth({ bookedId: '42' });
    expect(screen.getByText('Booked: Own stay, arrival Wednesday, 12 August 2026, departure Friday, 14 August 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the booking' }).getAttribute('href')).toBe('/reservations/arrivals/42');
    await userEvent.click(day(grid, '2026-08-13'));
    expect(screen.getByRole('region', { name: 'Selected day' }).textContent).toContain('Own stay · 12 Aug to 14 Aug · Your note: Painters come on Monday');
  });
});
