import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarView } from '../../../src/features/calendar/calendar.view';
import { calendarPort } from '../../../src/ports/calendar-gateway';
import { port, renderPage } from '../../support/render-page';
import { entry, fakeCalendarGateway, homes } from './fake-calendar-gateway';

const gateway = fakeCalendarGateway({
  'HR2731.100.1': [entry({ id: 'r1', type: 'Reservation', from: '2026-08-10', to: '2026-08-15', title: 'Anna Berg', reservationId: '41' })],
});

async function renderMonth(canBook = true) {
  renderPage(<CalendarView code="HR2731.100.1" date="2026-08-03" today="2026-08-01" homes={homes} timelineHref="/t" canBook={canBook} onNavigate={() => undefined} importSection={null} />, {
    ports: [port(calendarPort, gateway)],
  });
  const grid = await screen.findByRole('grid', { name: 'August 2026' });
  const day = (iso: string) => grid.querySelector<HTMLElement>(`[data-day="${iso}"]`)!;
  return { grid, day };
}

describe('choosing nights in the month to book them', () => {
  it('takes a tap on the first and the last night; “Book these dates” opens the form with departure the day after', async () => {
    const { grid, day } = await renderMonth();
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    await userEvent.click(day('2026-08-03'));
    expect(screen.getByText('First night: Monday, 3 August 2026. Now tap the last night of your stay, or book just this one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book these dates' }).getAttribute('href')).toBe('/owner-booking?accommodation=HR2731.100.1&arrival=2026-08-03&departure=2026-08-04');
    await userEvent.click(day('2026-08-06'));
    for (const iso of ['2026-08-03', '2026-08-04', '2026-08-05', '2026-08-06']) expect(day(iso).getAttribute('aria-selected')).toBe('true');
    expect(day('2026-08-07').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('Selected: arrival Monday, 3 August 2026, departure Friday, 7 August 2026 (4 nights)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book these dates' }).getAttribute('href')).toBe('/owner-booking?accommodation=HR2731.100.1&arrival=2026-08-03&departure=2026-08-07');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('link', { name: 'Book these dates' })).toBeNull();
  });

  it('grows the nights with Shift+arrows and refuses an occupied night, saying why', async () => {
    const { day } = await renderMonth();
    const start = day('2026-08-07');
    fireEvent.click(start);
    fireEvent.keyDown(start, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(day('2026-08-08'), { key: 'ArrowRight', shiftKey: true });
    expect(screen.getByRole('link', { name: 'Book these dates' }).getAttribute('href')).toContain('arrival=2026-08-07&departure=2026-08-10');
    // The 10th is the guest's first night: the selection stays at the 7th to the 9th.
    fireEvent.keyDown(day('2026-08-09'), { key: 'ArrowRight', shiftKey: true });
    expect(screen.getByText('Monday, 10 August 2026 is taken (Guest reservation): an owner booking can only hold free nights.')).toBeTruthy();
    expect(day('2026-08-10').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('link', { name: 'Book these dates' }).getAttribute('href')).toContain('arrival=2026-08-07&departure=2026-08-10');
    expect(document.activeElement).toBe(day('2026-08-10'));
  });

  it('does not start a selection on a taken day, and a second tap across a stay is refused', async () => {
    const { day } = await renderMonth();
    await userEvent.click(day('2026-08-12'));
    expect(screen.getByText(/^Wednesday, 12 August 2026 is taken \(Guest reservation\)/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book these dates' })).toBeNull();
    await userEvent.click(day('2026-08-05'));
    await userEvent.click(day('2026-08-20'));
    expect(screen.getByText(/^Monday, 10 August 2026 is taken/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book these dates' }).getAttribute('href')).toContain('arrival=2026-08-05&departure=2026-08-06');
  });

  it('offers no booking to an account without the permission: no link, no selection of nights', async () => {
    const { grid, day } = await renderMonth(false);
    expect(grid.getAttribute('aria-multiselectable')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Book your own stay' })).toBeNull();
    await userEvent.click(day('2026-08-03'));
    await userEvent.click(day('2026-08-05'));
    expect(screen.queryByRole('link', { name: 'Book these dates' })).toBeNull();
    expect(day('2026-08-04').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Wednesday, 5 August 2026' })).toBeTruthy();
  });
});
