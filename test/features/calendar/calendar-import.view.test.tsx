import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarImport } from '../../../src/features/calendar/calendar-import.view';
import { calendarPort } from '../../../src/ports/calendar-gateway';
import { GatewayError } from '../../../src/ports/gateway-error';
import { port, renderPage } from '../../support/render-page';
import { fakeCalendarGateway } from './fake-calendar-gateway';

function renderImport() {
  const gateway = fakeCalendarGateway(
    {},
    {
      feeds: async () => ({ feeds: [] }),
      // The server refuses a private host as not public.
      addFeed: () => Promise.reject(new GatewayError({ kind: 'http', status: 400, code: 'invalid_request', fieldErrors: { url: ['not_public'] } })),
    },
  );
  return renderPage(<CalendarImport code="HR2731.100.1" />, { path: '/bookings/calendar/HR2731.100.1', ports: [port(calendarPort, gateway)] });
}

const add = () => userEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
/** The summary and the errors beside the fields. */
const problems = () => [screen.getByRole('alert').textContent, ...['Name (e.g. the platform)', 'Address of the other calendar (iCal)'].map((label) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true')];
const fieldErrors = () => ['Enter a name of up to 80 characters.', 'Enter a web address starting with https:// or http://.', 'The address is not public on the internet.'].filter((text) => screen.queryByText(text));

describe('adding an imported calendar', () => {
  it('a failed submit focuses the summary; each error goes as soon as its field is right', async () => {
    renderImport();
    expect(await screen.findByText('No calendars imported yet.')).toBeTruthy();
    await add();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(problems()).toEqual(['Error: Please check the calendar to add', true, true]);
    expect(fieldErrors()).toEqual(['Enter a name of up to 80 characters.', 'Enter a web address starting with https:// or http://.']);
    await userEvent.type(screen.getByLabelText('Name (e.g. the platform)'), 'Airbnb');
    expect(fieldErrors()).toEqual(['Enter a web address starting with https:// or http://.']);
    expect(document.activeElement).toBe(screen.getByLabelText('Name (e.g. the platform)'));
    await userEvent.type(screen.getByLabelText('Address of the other calendar (iCal)'), 'https://example.com/cal.ics');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal while the address stays as sent", async () => {
    renderImport();
    await userEvent.type(await screen.findByLabelText('Name (e.g. the platform)'), 'Router');
    await userEvent.type(screen.getByLabelText('Address of the other calendar (iCal)'), 'http://192.168.1.1/cal.ics');
    await add();
    expect(await screen.findByText('Please check the calendar to add')).toBeTruthy();
    expect(fieldErrors()).toEqual(['The address is not public on the internet.']);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    await userEvent.type(screen.getByLabelText('Address of the other calendar (iCal)'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a feed that failed or was synced too often', () => {
  it('explains a too-complex feed, and a 429 on sync now in its own words', async () => {
    const feed = { id: '7', accommodationCode: 'HR2731.100.1', name: 'Bomb', url: 'https://example.com/b.ics', status: 'error' as const, lastSyncAt: null, eventCount: 0, conflictCount: 0, lastError: 'too_complex' as const, log: [] };
    const gateway = fakeCalendarGateway(
      {},
      {
        feeds: async () => ({ feeds: [feed] }),
        syncFeed: () => Promise.reject(new GatewayError({ kind: 'http', status: 429, code: 'too_many_requests', retryAfter: 300 })),
      },
    );
    renderPage(<CalendarImport code="HR2731.100.1" />, { path: '/bookings/calendar/HR2731.100.1', ports: [port(calendarPort, gateway)] });
    expect(await screen.findByText('The calendar repeats its events too often or for too long to be read.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Bomb now' }));
    expect(await screen.findByText('Calendars were synced too often. Please wait a few minutes and try again.')).toBeTruthy();
    expect(screen.queryByText('That did not work. Please try again.')).toBeNull();
  });
});
