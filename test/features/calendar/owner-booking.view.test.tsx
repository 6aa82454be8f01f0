import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OwnerBookingView } from '../../../src/features/calendar/owner-booking.view';
import { calendarPort } from '../../../src/ports/calendar-gateway';
import { GatewayError } from '../../../src/ports/gateway-error';
import { port, renderPage } from '../../support/render-page';
import { fakeCalendarGateway, homes } from './fake-calendar-gateway';

function renderForm(createOwnerBooking = () => Promise.reject(new GatewayError({ kind: 'http', status: 400, code: 'invalid_request', fieldErrors: { note: ['too_big'] } }))) {
  return renderPage(<OwnerBookingView homes={homes} initialCode="HR2731.100.1" onBooked={() => undefined} />, {
    path: '/owner-booking',
    ports: [port(calendarPort, fakeCalendarGateway({}, { createOwnerBooking }))],
  });
}

const summary = () => screen.getByRole('alert');
/** Types a date as an English owner writes it and leaves the field (the date field reads it on blur). */
function typeDate(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Book these dates' }));

describe('owner booking form errors', () => {
  it('a failed submit focuses the summary; a fixed field loses its error at once, the others stay', async () => {
    renderForm();
    await submit();
    expect(document.activeElement).toBe(summary());
    expect(within(summary()).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Enter an arrival date from today on.',
      'Enter a departure date after the arrival, at most a year later.',
    ]);
    typeDate(screen.getByLabelText('Arrival'), '01/08/2027');
    expect(within(summary()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Enter a departure date after the arrival, at most a year later.']);
    expect(screen.queryAllByText('Enter an arrival date from today on.')).toHaveLength(0);
    // Fixing a field does not pull focus back to the summary.
    screen.getByLabelText(/^Departure/).focus();
    typeDate(screen.getByLabelText(/^Departure/), '08/08/2027');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Departure/));
  });

  it("keeps the server's error while the field keeps the value it refused, and drops it once changed", async () => {
    renderForm();
    typeDate(screen.getByLabelText('Arrival'), '01/08/2027');
    typeDate(screen.getByLabelText(/^Departure/), '08/08/2027');
    await userEvent.type(screen.getByLabelText(/^Note/), 'Key under the mat');
    await submit();
    expect(await screen.findByText('Please check the booking')).toBeTruthy();
    expect(document.activeElement).toBe(summary());
    expect(within(summary()).getByRole('link').textContent).toBe('The note can have up to 500 characters.');
    await userEvent.type(screen.getByLabelText(/^Note/), '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
