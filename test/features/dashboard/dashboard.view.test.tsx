import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ArrivalItem, Dashboard } from '../../../src/contract/dashboard';
import { DashboardView } from '../../../src/features/dashboard/dashboard.view';
import { GatewayError } from '../../../src/ports/gateway-error';
import { type DashboardGateway, dashboardPort } from '../../../src/ports/dashboard-gateway';
import { testI18n } from '../../support/i18n';
import { pageLinksPort } from '../../../src/ports/page-links';
import { deferred, port, renderPage } from '../../support/render-page';

const arrival = (id: string, name: string, arrivalDate: string, departureDate: string): ArrivalItem => ({
  id,
  resNo: `R${id}`,
  accommodation: { code: 'HR2731.100.1', name: 'Villa Marta' },
  arrivalDate,
  departureDate,
  travellerName: name,
  pax: { adults: 2, children: 1 },
  kind: null,
});

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  today: '2026-07-10',
  tasks: [
    { id: 't1', type: 'IBAN', urgency: 'URGENT', accommodationCode: null, dueDate: '2026-07-20', link: '/profile/payment-info', params: { rejectedIban: 'DE02 •••• •••• 4711' } },
    { id: 't2', type: 'RENEWAL', urgency: 'NONE', accommodationCode: 'HR2731.100.1', dueDate: null, link: '/inbox', params: { accommodationName: 'Villa Marta' } },
  ],
  arrivals: {
    Today: [arrival('a1', 'Ana Perić', '2026-07-10', '2026-07-17')],
    Tomorrow: [],
    CurrentGuest: [{ ...arrival('a2', 'Me', '2026-07-05', '2026-07-12'), kind: 'OwnerBooking' }],
    ArrivingInDays: [],
  },
  figures: { year: 2026, occupancy: 0.634, bookedNights: 1412, income: { amount: 23400.5, currency: 'EUR' }, nextPayout: { date: '2026-08-01', amount: { amount: 1200, currency: 'EUR' } } },
  ...overrides,
});

const gatewayOf = (answer: () => Promise<Dashboard>): DashboardGateway => ({ dashboard: answer });

describe('dashboard', () => {
  it('shows a skeleton while loading, then tasks with urgency as icon and text, linking where they are done', async () => {
    const pending = deferred<Dashboard>();
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(() => pending.promise))] });
    expect(screen.getByText('Loading your overview…')).toBeTruthy();
    pending.resolve(dashboard());

    const tasks = await screen.findByRole('region', { name: 'To do' });
    const [urgent, relaxed] = within(tasks).getAllByRole('listitem');
    expect(urgent!.textContent).toContain('Urgent');
    expect(urgent!.querySelector('svg')).toBeTruthy();
    expect(within(urgent!).getByRole('link', { name: 'Your new bank details were not accepted' }).getAttribute('href')).toBe('/profile/payment-info');
    // No account on file: payouts wait (with one, the task names it, as the inbox and payment information do).
    expect(urgent!.textContent).toContain('We cannot pay you until new bank details are accepted.');
    expect(urgent!.textContent).toContain('By Mon, 20 Jul 2026');
    expect(relaxed!.textContent).toContain('No rush');
    expect(relaxed!.textContent).toContain('Villa Marta');
  });

  it('folds many tasks of one kind into one card with their list one tap away, every link named apart', async () => {
    const prepare = (n: number) => ({
      id: `r${n}`,
      type: 'RESERVATION' as const,
      urgency: n === 2 ? ('URGENT' as const) : ('ONGOING' as const),
      accommodationCode: 'HR2731.100.1',
      dueDate: null,
      link: `/reservations/arrivals/${n}`,
      params: { travellerName: `Guest ${n}`, accommodationName: `Home ${n}`, arrivalDate: '2026-07-1' + n },
    });
    const renewals = ['Villa Marta', 'Casa Rosa'].map((home, n) => ({ id: `n${n}`, type: 'RENEWAL' as const, urgency: 'NONE' as const, accommodationCode: null, dueDate: null, link: '/inbox', params: { accommodationName: home } }));
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => dashboard({ tasks: [prepare(1), ...renewals, prepare(2), prepare(3)] })))] });
    const tasks = await screen.findByRole('region', { name: 'To do' });
    const items = within(tasks).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement === tasks);
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', { name: '3 arrivals need preparing' })).toBeTruthy();
    expect(items[0]!.textContent).toContain('Urgent');
    await userEvent.click(within(items[0]!).getByText('Show the list'));
    expect(within(items[0]!).getByRole('link', { name: 'Guest 2, Home 2, Sun, 12 Jul 2026' }).getAttribute('href')).toBe('/reservations/arrivals/2');
    const names = within(tasks).getAllByRole('link').map((link) => link.textContent);
    expect(names).toContain('Renew your contract, Villa Marta');
    expect(names).toContain('Renew your contract, Casa Rosa');
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows the first three tasks and the rest behind "Show … more tasks", most urgent first as the server sent them', async () => {
    // Two of a kind at most, so none is folded into a group.
    const kinds = ['RENEWAL', 'CONTRACT', 'RENEWAL', 'CONTRACT', 'SEASON_REVIEW'] as const;
    const renewal = (n: number) => ({ id: `n${n}`, type: kinds[n - 1]!, urgency: 'NONE' as const, accommodationCode: null, dueDate: null, link: '/inbox', params: { accommodationName: `Home ${n}` } });
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => dashboard({ tasks: [1, 2, 3, 4, 5].map(renewal) })))] });
    const tasks = await screen.findByRole('region', { name: 'To do' });
    const shown = within(tasks).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement === tasks);
    expect(shown.map((item) => item.textContent)).toEqual([expect.stringContaining('Home 1'), expect.stringContaining('Home 2'), expect.stringContaining('Home 3')]);
    const more = within(tasks).getByText('Show 2 more tasks');
    const details = more.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(more);
    expect(details.open).toBe(true);
    expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Home 4'), expect.stringContaining('Home 5')]);
    // Open, the summary no longer offers "2 more": it folds them away again.
    const fewer = await within(tasks).findByText('Show fewer tasks');
    expect(within(tasks).queryByText('Show 2 more tasks')).toBeNull();
    await userEvent.click(fewer);
    expect(details.open).toBe(false);
    expect(await within(tasks).findByText('Show 2 more tasks')).toBeTruthy();
  });

  it('groups guests under their headings, with an empty text for empty groups and links to the lists', async () => {
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => dashboard()))] });
    const guests = await screen.findByRole('region', { name: 'Your guests' });
    expect(within(guests).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Arriving today',
      'Arriving tomorrow',
      'Staying now',
      'Arriving in the next days',
    ]);
    expect(within(guests).getByRole('link', { name: 'Ana Perić' }).getAttribute('href')).toBe('/reservations/arrivals/a1');
    expect(guests.textContent).toContain('7 nights, 3 guests');
    expect(guests.textContent).toContain('No guests arrive tomorrow.');
    expect(guests.textContent).toContain('Owner booking');
    expect(within(guests).getByRole('link', { name: 'All departures' }).getAttribute('href')).toBe('/reservations/departures');
  });

  it('sends "N more" of the guests staying now to the departures, which list them (the arrivals from today would not)', async () => {
    const staying = [arrival('s1', 'Lea', '2026-07-01', '2026-07-12'), arrival('s2', 'Tom', '2026-07-03', '2026-07-14'), arrival('s3', 'Ida', '2026-07-08', '2026-07-11')];
    const today = [arrival('t1', 'Ana', '2026-07-10', '2026-07-17'), arrival('t2', 'Bo', '2026-07-10', '2026-07-12')];
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => dashboard({ arrivals: { Today: today, Tomorrow: [], CurrentGuest: staying, ArrivingInDays: [] } })))] });
    const guests = await screen.findByRole('region', { name: 'Your guests' });
    expect(within(guests).getByRole('link', { name: '2 more: by departure (Staying now)' }).getAttribute('href')).toBe('/reservations/departures');
    expect(within(guests).getByRole('link', { name: '1 more: all arrivals (Arriving today)' }).getAttribute('href')).toBe('/reservations/arrivals');
  });

  it('sums up the year in a sentence and lists the figures in the locale, money with its currency', async () => {
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => dashboard()))] });
    const figures = await screen.findByRole('region', { name: 'Your year 2026' });
    expect(figures.textContent).toContain('In 2026 your holiday homes are booked for 63% of the available nights: 1,412 nights. Income booked so far this year: €23,400.50.');
    const values = within(figures).getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual(['63%', '1,412', '€23,400.50', '€1,200.00Sat, 1 Aug 2026']);
  });

  it('formats figures in the owner’s language', async () => {
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => dashboard()))], i18n: testI18n('de') });
    const figures = await screen.findByRole('region', { name: 'Your year 2026' });
    // Intl separates number and unit with a no-break space in German.
    const values = within(figures).getAllByRole('definition').map((d) => d.textContent?.replace(/\u00a0/g, ' '));
    expect(values).toEqual(['63 %', '1.412', '23.400,50 €', '1.200,00 €Sa., 1. Aug. 2026']);
  });

  it('shows no money to an account that may not see payments (the server sends none)', async () => {
    const keyholder = dashboard({ figures: { ...dashboard().figures, income: null, nextPayout: null } });
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => keyholder))] });
    const figures = await screen.findByRole('region', { name: 'Your year 2026' });
    expect(within(figures).getAllByRole('term').map((t) => t.textContent)).toEqual(['Occupancy', 'Booked nights']);
    expect(figures.textContent).not.toMatch(/€|Income|Revenue/);
  });

  it('leaves out the next payout when there is none, and says when there is nothing to do', async () => {
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => dashboard({ tasks: [], figures: { ...dashboard().figures, nextPayout: null } })))] });
    expect(await screen.findByRole('heading', { name: 'Nothing to do right now' })).toBeTruthy();
    expect(screen.queryByText('Next payout')).toBeNull();
  });

  it('says what went wrong and loads again on retry', async () => {
    let fail = true;
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => (fail ? Promise.reject(new GatewayError({ kind: 'network', message: 'offline' })) : dashboard())))] });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your overview');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'To do' })).toBeTruthy();
  });

  it('keeps the overview it shows when a refresh fails (no signal, a missed live event)', async () => {
    let fail = false;
    const { queryClient } = renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => (fail ? Promise.reject(new GatewayError({ kind: 'network', message: 'offline' })) : dashboard())))] });
    await screen.findByRole('region', { name: 'To do' });
    fail = true;
    await act(async () => {
      await queryClient.refetchQueries();
      await new Promise((settled) => setTimeout(settled, 10));
    });
    expect(queryClient.getQueryState(['dashboard'])?.status).toBe('error');
    expect(screen.getByRole('region', { name: 'To do' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('dashboard task links', () => {
  it('show a task whose page does not exist yet without a link', async () => {
    const built = (href: string) => href === '/inbox';
    renderPage(<DashboardView />, { ports: [port(dashboardPort, gatewayOf(async () => dashboard())), port(pageLinksPort, { opens: built })] });
    const tasks = await screen.findByRole('region', { name: 'To do' });
    const [iban, renewal] = within(tasks).getAllByRole('listitem');
    expect(within(iban!).queryByRole('link')).toBeNull();
    expect(within(renewal!).getByRole('link').getAttribute('href')).toBe('/inbox');
  });
});
