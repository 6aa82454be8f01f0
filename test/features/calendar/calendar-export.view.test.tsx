import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarExport } from '../../../src/features/calendar/calendar-export.view';
import { calendarPort } from '../../../src/ports/calendar-gateway';
import { clipboardPort } from '../../../src/ports/clipboard';
import { port, renderPage } from '../../support/render-page';
import { fakeCalendarGateway } from './fake-calendar-gateway';

function renderExport(copy: (text: string) => Promise<void>) {
  let url = 'https://portal.test/ical/first.ics';
  const rotations: string[] = [];
  const gateway = fakeCalendarGateway(
    {},
    {
      exportUrl: async () => ({ url }),
      rotateExport: async () => {
        rotations.push(url);
        url = 'https://portal.test/ical/second.ics';
        return { url };
      },
    },
  );
  renderPage(<CalendarExport code="HR2731.100.1" />, { path: '/bookings/calendar/HR2731.100.1', ports: [port(calendarPort, gateway), port(clipboardPort, { copy })] });
  return rotations;
}

describe('the calendar address panel', () => {
  it('explains the per-platform addresses and copies the address', async () => {
    const copied: string[] = [];
    renderExport(async (text) => void copied.push(text));
    expect(screen.getByText(/never the platform’s own, so a booking on one platform blocks the dates on the others/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show the calendar address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(copied).toEqual(['https://portal.test/ical/first.ics']);
  });

  it('says so when the browser refuses to copy', async () => {
    renderExport(() => Promise.reject(new Error('denied')));
    await userEvent.click(screen.getByRole('button', { name: 'Show the calendar address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Could not copy. Select the address and copy it yourself.')).toBeTruthy();
  });

  it('replaces the address only after a confirmation that says every syncing platform stops getting updates', async () => {
    const rotations = renderExport(async () => {});
    await userEvent.click(screen.getByRole('button', { name: 'Show the calendar address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace the address…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the calendar address?' });
    expect(dialog.textContent).toContain('every platform that syncs it stops getting updates until you give it the new address');
    expect(rotations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Keep the address' }));
    expect(rotations).toEqual([]);
    expect(screen.getByDisplayValue('https://portal.test/ical/first.ics')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Replace the address…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace the address' }));
    expect(await screen.findByText('The address was replaced.')).toBeTruthy();
    expect(rotations).toEqual(['https://portal.test/ical/first.ics']);
    expect(await screen.findByDisplayValue('https://portal.test/ical/second.ics')).toBeTruthy();
  });
});
