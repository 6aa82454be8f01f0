import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Opportunities } from '../../../src/contract/opportunities';
import { BenchmarkView } from '../../../src/features/property/benchmark.view';
import { ContractHomeView } from '../../../src/features/property/contract-home.view';
import { ContractPricesView } from '../../../src/features/property/contract-prices.view';
import { ContractYearView } from '../../../src/features/property/contract-year.view';
import { OpportunitiesView } from '../../../src/features/property/opportunities.view';
import { GatewayError } from '../../../src/ports/gateway-error';
import { propertyPort } from '../../../src/ports/property-gateway';
import { catalogI18n, testI18n } from '../../support/i18n';
import { deferred, port, renderPage } from '../../support/render-page';
import { fakeGateway, home } from './fake-property-gateway';

const gatewayWith = (overrides: Parameters<typeof fakeGateway>[0] = {}) => ({ ports: [port(propertyPort, fakeGateway(overrides))] });

describe('contract prices', () => {
  it('shows a loading state, then each home with its contracts and the renewal waiting for the owner', async () => {
    const pending = deferred<{ accommodations: (typeof home)[] }>();
    renderPage(<ContractPricesView />, gatewayWith({ contractPrices: () => pending.promise }));
    expect(screen.getByText('Loading your contracts…')).toBeTruthy();
    pending.resolve({ accommodations: [home] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sommerhus Klitten' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew your contract for 2027' }).getAttribute('href')).toBe('/contract-prices/DK1234.001.1/2027');
    expect(screen.getByRole('link', { name: 'Prices 2026' }).getAttribute('href')).toBe('/contract-prices/DK1234.001.1/2026');
    expect(screen.getByText('Waiting for your renewal')).toBeTruthy();
  });

  it('the agency\'s 24 homes: a search kept in the address, each home\'s contracts folded (issue 29, point 13)', async () => {
    const agency = Array.from({ length: 24 }, (_, i) => ({ ...home, code: `AT${1000 + i}.100.1`, name: `Haus ${String(i + 1).padStart(2, '0')}` }));
    const { location } = renderPage(<ContractPricesView />, gatewayWith({ contractPrices: async () => ({ accommodations: agency }) }));
    expect(await screen.findByText('24 of 24 holiday homes')).toBeTruthy();
    expect(screen.getAllByText(`Show ${home.contracts.length} contracts`)).toHaveLength(24);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a holiday home' }), 'haus 07');
    expect(screen.getByText('1 of 24 holiday homes')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Haus 07']);
    expect(location.history.at(-1)).toBe('/?q=haus+07');
  });

  it('has an empty state and an error state with a retry', async () => {
    renderPage(<ContractPricesView />, gatewayWith({ contractPrices: async () => ({ accommodations: [] }) }));
    expect(await screen.findByText('No holiday homes yet')).toBeTruthy();
  });

  it('tells a connection problem from an unknown home', async () => {
    let calls = 0;
    renderPage(
      <ContractPricesView />,
      gatewayWith({
        contractPrices: async () => {
          calls += 1;
          if (calls === 1) throw new GatewayError({ kind: 'network', message: 'offline' });
          return { accommodations: [home] };
        },
      }),
    );
    expect(await screen.findByText('We could not load this page')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sommerhus Klitten' })).toBeTruthy();

    renderPage(<ContractHomeView code="XX1.1.1" />, gatewayWith({ contractHome: async () => Promise.reject(new GatewayError({ kind: 'http', status: 404, code: 'not_found' })) }));
    expect(await screen.findByText('We could not find this')).toBeTruthy();
  });

  it('lists seasons with prices per night and week, the documentation, and takes a renewal request to its success step', async () => {
    const sent: unknown[] = [];
    const gateway = fakeGateway();
    renderPage(
      <ContractYearView code="DK1234.001.1" year={2027} />,
      gatewayWith({ requestRenewal: (code, year, request) => (sent.push(request), gateway.requestRenewal(code, year, request)) }),
    );
    const seasons = await screen.findByRole('table', { name: 'Your price per night and per week in 2027' });
    expect(within(seasons).getByRole('row', { name: /Peak season/ }).textContent).toContain('7 nights');
    expect(screen.getByText('Bed linen and towels, Tourist tax')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Send me a personal offer'));
    await userEvent.selectOptions(screen.getByLabelText('Prices for 2027'), '5');
    await userEvent.type(screen.getByLabelText(/Message to us/), 'Call me');
    await userEvent.click(screen.getByRole('button', { name: 'Request renewal' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Renewal requested' })).toBeTruthy();
    expect(sent).toEqual([{ mode: 'manual', priceChangePercent: 5, message: 'Call me' }]);
    expect(screen.getByText(/A personal offer was requested/)).toBeTruthy();
  });

  it("checks a renewal request with the contract's rules: a message too long is named as such and nothing is sent", async () => {
    const sent: unknown[] = [];
    const gateway = fakeGateway();
    renderPage(
      <ContractYearView code="DK1234.001.1" year={2027} />,
      gatewayWith({ requestRenewal: (code, year, request) => (sent.push(request), gateway.requestRenewal(code, year, request)) }),
    );
    // A pasted text can pass the field's own limit in some browsers; the contract's rule still holds.
    fireEvent.change(await screen.findByLabelText(/Message to us/), { target: { value: 'x'.repeat(1001) } });
    await userEvent.click(screen.getByRole('button', { name: 'Request renewal' }));
    expect(screen.getByText('Please keep your message under 1,000 characters.')).toBeTruthy();
    expect(screen.queryByText('Your request was not sent. Please try again.')).toBeNull();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Message to us/), { target: { value: 'Call me' } });
    await userEvent.click(screen.getByRole('button', { name: 'Request renewal' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Renewal requested' })).toBeTruthy();
    expect(sent).toEqual([{ mode: 'auto', priceChangePercent: 0, message: 'Call me' }]);
  });

  it('asks for confirmation before changing dynamic pricing, and checks the minimum first', async () => {
    const changes: unknown[] = [];
    const gateway = fakeGateway();
    renderPage(<ContractHomeView code="DK1234.001.1" />, gatewayWith({ changeDynamicPricing: (code, change) => (changes.push(change), gateway.changeDynamicPricing(code, change)) }));
    const panel = await screen.findByRole('region', { name: 'Dynamic pricing' });
    expect(await within(panel).findByRole('table', { name: 'Prices per night in the coming months' })).toBeTruthy();
    await userEvent.click(within(panel).getByLabelText('Adjust my prices to demand'));
    await userEvent.type(within(panel).getByLabelText(/Minimum price per night/), '0.5');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save dynamic pricing' }));
    expect(within(panel).getByText(/Enter a minimum between 1 and 100,000/)).toBeTruthy();
    await userEvent.clear(within(panel).getByLabelText(/Minimum price per night/));
    await userEvent.type(within(panel).getByLabelText(/Minimum price per night/), '550');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save dynamic pricing' }));
    expect(changes).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, change it' }));
    expect(await within(panel).findByText(/Saved\./)).toBeTruthy();
    expect(changes).toEqual([{ enabled: true, minimumCents: 55_000, confirmed: true }]);
  });
});

describe('texts after a language switch', () => {
  it("words the refused minimum in the new language (state keeps the refusal, not the English text)", async () => {
    const i18n = testI18n();
    renderPage(<ContractHomeView code="DK1234.001.1" />, { ...gatewayWith(), i18n });
    const panel = await screen.findByRole('region', { name: 'Dynamic pricing' });
    await userEvent.click(await within(panel).findByLabelText('Adjust my prices to demand'));
    await userEvent.type(within(panel).getByLabelText(/Minimum price per night/), '0.5');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save dynamic pricing' }));
    expect(within(panel).getByText(/Enter a minimum between 1 and 100,000/)).toBeTruthy();
    act(() => i18n.loadAndActivate({ locale: 'de', messages: { 'property.dynamic.minimum.invalid': 'Mindestpreis zwischen 1 und 100.000 pro Nacht.' } }));
    expect(within(panel).getByText('Mindestpreis zwischen 1 und 100.000 pro Nacht.')).toBeTruthy();
  });
});

describe('benchmark and opportunities', () => {
  it('reads the widest gap in plain words and shows the chart with its table', async () => {
    renderPage(<BenchmarkView code="HR2731.100.1" level="region" />, gatewayWith());
    expect(await screen.findByText('Your occupancy in July was 12 points below similar homes in Istria.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Occupancy per month/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Occupancy per month' });
    expect(within(table).getByRole('row', { name: /July 2026/ }).textContent).toContain('82%');
    expect(screen.getByRole('link', { name: 'Place: Poreč' }).getAttribute('href')).toBe('/property-benchmark/HR2731.100.1/place/Poreč');
    await userEvent.click(screen.getByRole('button', { name: 'Booking lead time' }));
    expect(screen.getByRole('table', { name: 'Booking lead time per month' }).textContent).toContain('60 days');
  });

  it('goes to the overview for a place that is not the home’s, and shows the home’s own place as asked', async () => {
    let left = 0;
    const { unmount } = renderPage(<BenchmarkView code="HR2731.100.1" level="region" location="Salzburg" onUnknownLocation={() => (left += 1)} />, gatewayWith());
    await waitFor(() => expect(left).toBe(1));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    unmount();
    renderPage(<BenchmarkView code="HR2731.100.1" level="region" location="istria" onUnknownLocation={() => (left += 1)} />, gatewayWith());
    expect(await screen.findByText('Your occupancy in July was 12 points below similar homes in Istria.')).toBeTruthy();
    expect(left).toBe(1);
  });

  it('says so when there is nothing to suggest, and words each suggestion with its effect and link', async () => {
    renderPage(<OpportunitiesView />, gatewayWith());
    expect(await screen.findByText('Nothing to improve right now')).toBeTruthy();

    renderPage(
      <OpportunitiesView />,
      gatewayWith({
        opportunities: async (): Promise<Opportunities> => ({
          seasonYear: 2025,
          content: [
            { kind: 'dynamicPricingOff', accommodation: { code: 'HR2731.100.1', name: 'Villa Lavanda' }, effect: { kind: 'revenue', amountCents: 158_000, currency: 'EUR' }, link: '/contract-prices/HR2731.100.1', params: { share: 6 } },
            { kind: 'missingAttribute', accommodation: { code: 'HR2731.100.1', name: 'Villa Lavanda' }, effect: { kind: 'occupancy', points: 8 }, link: '/contact-us', params: { attribute: 'pool', share: 67 } },
          ],
        }),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Opportunities from season 2025' });
    const [dynamic, pool] = within(list).getAllByRole('listitem');
    expect(dynamic!.textContent).toContain('Expected effect: about €1,580 more per season.');
    expect(within(dynamic!).getByRole('link', { name: 'Turn on dynamic pricing: Villa Lavanda' }).getAttribute('href')).toBe('/contract-prices/HR2731.100.1');
    expect(pool!.textContent).toContain('67 % of similar homes list “Swimming pool”');
    expect(pool!.textContent).toContain('about 8 points more occupancy');
  });

  it.each([
    ['en', 'Expected effect: about 1 point more occupancy.', '1 night of the coming high season is blocked.'],
    ['hr', 'Očekivani učinak: popunjenost veća za oko 1 bod.', '1 noć nadolazeće glavne sezone je blokirana.'],
    ['hr', 'Očekivani učinak: popunjenost veća za oko 4 boda.', '4 noći nadolazeće glavne sezone su blokirane.'],
    ['de', 'Erwartete Wirkung: etwa 4 Punkte mehr Auslastung.', '4 Nächte der kommenden Hochsaison sind blockiert.'],
  ])('counts with the language’s plural rules (%s: %s)', async (locale, effect, blocked) => {
    const count = Number(/\d+/.exec(effect)![0]);
    renderPage(
      <OpportunitiesView />,
      {
        ...gatewayWith({
          opportunities: async (): Promise<Opportunities> => ({
            seasonYear: 2025,
            content: [
              { kind: 'blockedHighSeason', accommodation: { code: 'HR2731.100.1', name: 'Villa Lavanda' }, effect: { kind: 'occupancy', points: count }, link: '/bookings/calendar', params: { nights: count } },
            ],
          }),
        }),
        i18n: catalogI18n(locale),
      },
    );
    const [item] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(item!.textContent).toContain(effect);
    expect(item!.textContent).toContain(blocked);
  });
});
