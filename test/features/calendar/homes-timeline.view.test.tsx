import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { HomesCalendarResponse } from '../../../src/contract/calendar';
import { HomesTimelineView } from '../../../src/features/calendar/homes-timeline.view';
import { calendarPort } from '../../../src/ports/calendar-gateway';
import { GatewayError } from '../../../src/ports/gateway-error';
import { deferred, port, renderPage } from '../../support/render-page';
import { spoken } from '../../support/spoken';
import { entry, fakeCalendarGateway, homes } from './fake-calendar-gateway';

const entries = {
  'HR2731.100.1': [entry({ id: 'r1', type: 'Reservation', from: '2026-08-03', to: '2026-08-08', title: 'Anna Berg', reservationId: '41' })],
  'IT5521.610.2': [entry({ id: 'o1', type: 'Blocked', bookingKind: 'OwnerBooking', from: '2026-08-05', to: '2026-08-07' })],
};
const monthHref = (code: string, date: string) => `/bookings/calendar/${code}?date=${date}`;

function renderTimeline(gateway = fakeCalendarGateway(entries), onNavigate = vi.fn()) {
  renderPage(<HomesTimelineView homes={homes} date="2026-08-04" today="2026-08-01" monthHref={monthHref} onNavigate={onNavigate} />, { ports: [port(calendarPort, gateway)] });
  return onNavigate;
}

describe('the multi-home timeline', () => {
  it('has a row per home and a column per day; each cell says home, date and what occupies it', async () => {
    renderTimeline();
    expect(screen.getByText('Loading the calendar…')).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'August 2026' });
    expect(within(grid).getAllByRole('row')).toHaveLength(homes.length + 1);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(32);
    expect(within(grid).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Villa MarijaHR2731.100.1', 'Casa LuciaIT5521.610.2', 'Sommerhus KlittenDK1234.001.1']);
    expect(within(grid).getByRole('gridcell', { name: 'Villa Marija, Tuesday, 4 August 2026: Guest reservation (Anna Berg)' })).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: 'Casa Lucia, Wednesday, 5 August 2026: Own stay' })).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: 'Sommerhus Klitten, Wednesday, 5 August 2026: free' })).toBeTruthy();
    // The departure day is free again.
    expect(within(grid).getByRole('gridcell', { name: 'Villa Marija, Saturday, 8 August 2026: free' })).toBeTruthy();
    // What a cell shows (a stay's name where its bar starts) is in its name, as a voice user says it.
    for (const cell of within(grid).getAllByRole('gridcell')) expect(spoken(cell.getAttribute('aria-label')!)).toContain(spoken(cell.textContent!));
  });

  it('has one tab stop; arrows move between days and homes, Enter shows the day with a way to the home’s month', async () => {
    renderTimeline();
    const grid = await screen.findByRole('grid', { name: 'August 2026' });
    const start = within(grid).getByRole('gridcell', { name: /^Villa Marija, Tuesday, 4 August/ });
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(start.getAttribute('tabindex')).toBe('0');
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    const moved = within(grid).getByRole('gridcell', { name: /^Casa Lucia, Wednesday, 5 August/ });
    expect(document.activeElement).toBe(moved);
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    fireEvent.keyDown(moved, { key: 'Enter' });
    const details = screen.getByRole('region', { name: 'Selected day' });
    expect(within(details).getByRole('heading', { name: 'Casa Lucia, Wednesday, 5 August 2026' })).toBeTruthy();
    expect(within(details).getByText('Own stay')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Open the month of Casa Lucia' }).getAttribute('href')).toBe('/bookings/calendar/IT5521.610.2?date=2026-08-05');
  });

  it('moves to another month with the buttons and Page Down, without a reload', async () => {
    const onNavigate = renderTimeline();
    const grid = await screen.findByRole('grid', { name: 'August 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onNavigate).toHaveBeenLastCalledWith('2026-09-01');
    const start = within(grid).getByRole('gridcell', { name: /^Villa Marija, Tuesday, 4 August/ });
    fireEvent.keyDown(start, { key: 'PageUp' });
    expect(onNavigate).toHaveBeenLastCalledWith('2026-07-04');
  });

  it('keeps the shown month, its title and its cells until the next month’s entries arrive, then focuses the day moved to', async () => {
    const healthy = fakeCalendarGateway(entries);
    const september = deferred<HomesCalendarResponse>();
    const homesEntries = vi.fn((from: string, to: string) => (from.startsWith('2026-09') ? september.promise : healthy.homesEntries(from, to)));
    function Navigating() {
      const [date, setDate] = useState('2026-08-04');
      return <HomesTimelineView homes={homes} date={date} today="2026-08-01" monthHref={monthHref} onNavigate={setDate} />;
    }
    renderPage(<Navigating />, { ports: [port(calendarPort, fakeCalendarGateway(entries, { homesEntries }))] });
    const grid = await screen.findByRole('grid', { name: 'August 2026' });
    const start = within(grid).getByRole('gridcell', { name: new RegExp(`^${homes[0]!.name}, Tuesday, 4 August`) });
    start.focus();
    fireEvent.keyDown(start, { key: 'PageDown' });

    // Asked for, not there yet: August stays as it was, marked busy.
    await vi.waitFor(() => expect(homesEntries).toHaveBeenLastCalledWith('2026-09-01', '2026-09-30'));
    expect(screen.getByRole('grid', { name: 'August 2026' }).getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(start);

    await act(async () => september.resolve(await healthy.homesEntries('2026-09-01', '2026-09-30')));
    const next = await screen.findByRole('grid', { name: 'September 2026' });
    expect(within(next).queryByRole('gridcell', { name: /August/ })).toBeNull();
    expect(document.activeElement).toBe(within(next).getByRole('gridcell', { name: new RegExp(`^${homes[0]!.name}, Friday, 4 September`) }));
  });

  it('loads every home’s month in one request', async () => {
    const healthy = fakeCalendarGateway(entries);
    const homesEntries = vi.fn(healthy.homesEntries);
    const single = vi.fn(healthy.entries);
    renderTimeline(fakeCalendarGateway(entries, { homesEntries, entries: single }), vi.fn());
    await screen.findByRole('grid', { name: 'August 2026' });
    expect(homesEntries.mock.calls).toEqual([['2026-08-01', '2026-08-31']]);
    expect(single).not.toHaveBeenCalled();
  });

  it('shows an error with a retry that loads the homes again', async () => {
    let failures = 1;
    const healthy = fakeCalendarGateway(entries);
    renderTimeline(
      fakeCalendarGateway(entries, {
        homesEntries: async (from, to) => {
          if (failures-- > 0) throw new GatewayError({ kind: 'network', message: 'offline' });
          return healthy.homesEntries(from, to);
        },
      }),
    );
    expect(await screen.findByText('We could not load the calendar')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', { name: 'August 2026' })).toBeTruthy();
  });
});
