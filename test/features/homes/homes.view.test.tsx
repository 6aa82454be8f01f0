import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Accommodation } from '../../../src/contract/accommodations';
import { HomesView } from '../../../src/features/homes/homes.view';
import { pageLinksPort } from '../../../src/ports/page-links';
import { reservationsPort, type ReservationsGateway } from '../../../src/ports/reservations-gateway';
import { port, renderPage } from '../../support/render-page';

const home = (index: number, country: string, place: string): Accommodation => ({ code: `${country}1000.${100 + index}.1`, name: `Home ${index}`, country, place, contractStatus: 'ACTIVE' });
const gatewayOf = (homes: Accommodation[]) => ({ accommodations: async () => homes }) as unknown as ReservationsGateway;

describe('/homes', () => {
  it('gives each home the way to its pages, only those the owner may open', async () => {
    const homes = [home(1, 'HR', 'Poreč')];
    // Without the benchmark permission its link does not show.
    renderPage(<HomesView />, { ports: [port(reservationsPort, gatewayOf(homes)), port(pageLinksPort, { opens: (href: string) => !href.startsWith('/property-benchmark') })] });
    const links = await screen.findByRole('list', { name: 'Pages of Home 1' });
    expect(within(links).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Calendar', '/bookings/calendar/HR1000.101.1'],
      ['Property profile', '/property-profile/HR1000.101.1/en'],
      ['Contract prices', '/contract-prices/HR1000.101.1'],
      ['Documents', '/documents/HR1000.101.1/contracts'],
      ['iCal connections', '/bookings/calendar/HR1000.101.1#calendar-sync'],
    ]);
    // One home: no search.
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('lets an agency search its homes and filter them by country, saying how many show', async () => {
    const homes = [...Array.from({ length: 4 }, (_, index) => home(index, 'HR', 'Poreč')), home(4, 'IT', 'Lucca'), home(5, 'IT', 'Siena')];
    renderPage(<HomesView />, { ports: [port(reservationsPort, gatewayOf(homes))] });
    const search = await screen.findByRole('search');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await userEvent.selectOptions(within(search).getByRole('combobox', { name: 'Country' }), 'IT');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Home 4', 'Home 5']);
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Search by name, place or code' }), 'siena');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Home 5']);
    expect(screen.getByText('1 of 6 homes shown')).toBeTruthy();
    await userEvent.type(within(search).getByRole('searchbox'), 'x');
    expect(screen.getByText('No home matches the search.')).toBeTruthy();
  });
});
