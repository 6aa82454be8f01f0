import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarImport } from '../../../src/features/calendar/calendar-import.view';
import { calendarPort } from '../../../src/ports/calendar-gateway';
import { clipboardPort } from '../../../src/ports/clipboard';
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
const fieldErrors = () => ['Enter a name of up to 80 characters.', 'Enter a web address starting with https://, webcal:// or http://.', 'The address is not public on the internet.'].filter((text) => screen.queryByText(text));

describe('adding an imported calendar', () => {
  it('a failed submit focuses the summary; each error goes as soon as its field is right', async () => {
    renderImport();
    expect(await screen.findByText('No calendars imported yet.')).toBeTruthy();
    await add();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(problems()).toEqual(['Error: Please check the calendar to add', true, true]);
    expect(fieldErrors()).toEqual(['Enter a name of up to 80 characters.', 'Enter a web address starting with https://, webcal:// or http://.']);
    await userEvent.type(screen.getByLabelText('Name (e.g. the platform)'), 'Airbnb');
    expect(fieldErrors()).toEqual(['Enter a web address starting with https://, webcal:// or http://.']);
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
    const feed = { id: '7', accommodationCode: 'HR2731.100.1', name: 'Bomb', url: 'https://example.com/b.ics', status: 'error' as const, lastSyncAt: null, eventCount: 0, conflictCount: 0, lastError: 'too_complex' as const, exportUrl: 'https://portal.test/ical/b.ics', log: [] };
    const gateway = fakeCalendarGateway(
      {},
      {
        feeds: async () => ({ feeds: [feed] }),
        syncFeed: () => Promise.reject(new GatewayError({ kind: 'http', status: 429, code: 'too_many_requests', retryAfter: 300 })),
      },
    );
    renderPage(<CalendarImport code="HR2731.100.1" />, { path: '/bookings/calendar/HR2731.100.1', ports: [port(calendarPort, gateway), port(clipboardPort, { copy: async () => {} })] });
    expect(await screen.findByText('The calendar repeats its events too often or for too long to be read.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Bomb now' }));
    expect(await screen.findByText('Calendars were synced too often. Please wait a few minutes and try again.')).toBeTruthy();
    expect(screen.queryByText('That did not work. Please try again.')).toBeNull();
  });
});

describe('an imported calendar and the address for its platform', () => {
  const at = '2026-07-10T08:00:00.000Z';
  const feed = {
    id: '8',
    accommodationCode: 'HR2731.100.1',
    name: 'Airbnb',
    url: 'https://www.airbnb.com/calendar/ical/1.ics',
    status: 'ok' as const,
    lastSyncAt: at,
    eventCount: 2,
    conflictCount: 0,
    lastError: null,
    exportUrl: 'https://portal.test/ical/old.ics',
    log: [
      {
        at,
        outcome: 'changed' as const,
        added: 2,
        updated: 0,
        removed: 0,
        conflicts: 0,
        error: null,
        skipped: [{ uid: 'bad@airbnb', reason: 'invalid_value' as const }],
        replaced: [{ uid: 'twice@airbnb', by: 'sequence' as const }],
      },
    ],
  };

  function renderFeed(overrides: Parameters<typeof fakeCalendarGateway>[1] = {}) {
    const copied: string[] = [];
    const rotated: string[] = [];
    const gateway = fakeCalendarGateway(
      {},
      {
        feeds: async () => ({ feeds: [rotated.length > 0 ? { ...feed, exportUrl: 'https://portal.test/ical/new.ics' } : feed] }),
        rotateFeedExport: async (id) => {
          rotated.push(id);
          return { ...feed, exportUrl: 'https://portal.test/ical/new.ics' };
        },
        ...overrides,
      },
    );
    const clipboard = { copy: async (text: string) => void copied.push(text) };
    renderPage(<CalendarImport code="HR2731.100.1" />, { path: '/bookings/calendar/HR2731.100.1', ports: [port(calendarPort, gateway), port(clipboardPort, clipboard)] });
    return { copied, rotated };
  }

  it('says in one line how it stands and lists what the last sync skipped or replaced', async () => {
    renderFeed();
    expect(await screen.findByText(/^Synced .+ · 2 events$/)).toBeTruthy();
    expect(screen.getByText('1 event was skipped; the others were imported:')).toBeTruthy();
    expect(screen.getByText('bad@airbnb: a date or value cannot be read')).toBeTruthy();
    expect(screen.getByText('twice@airbnb: sent twice; the copy with the higher revision number was kept')).toBeTruthy();
  });

  it('copies the platform’s address through the clipboard port', async () => {
    const { copied } = renderFeed();
    expect(await screen.findByLabelText('Address to give Airbnb')).toHaveProperty('value', 'https://portal.test/ical/old.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Copy address for Airbnb' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(copied).toEqual(['https://portal.test/ical/old.ics']);
  });

  it('replaces the platform’s address only after asking, saying what breaks', async () => {
    const { rotated } = renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Replace the address for Airbnb…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the address for Airbnb?' });
    expect(dialog.textContent).toContain('Airbnb stops getting updates from this calendar until you give it the new address.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep the address' }));
    expect(rotated).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Replace the address for Airbnb…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace the address' }));
    expect(await screen.findByText('The address was replaced.')).toBeTruthy();
    expect(rotated).toEqual(['8']);
    expect(await screen.findByDisplayValue('https://portal.test/ical/new.ics')).toBeTruthy();
  });

  it('says the sync failed once, with when it last worked', async () => {
    renderFeed({ feeds: async () => ({ feeds: [{ ...feed, status: 'error' as const, lastError: 'too_many_events' as const }] }) });
    expect(await screen.findByText(/^Sync failed · last good sync .+ · 2 events$/)).toBeTruthy();
    expect(screen.getByText('The calendar has more than 5,000 events in the next two years.')).toBeTruthy();
    expect(screen.queryByText(/Never synced/)).toBeNull();
  });
});
