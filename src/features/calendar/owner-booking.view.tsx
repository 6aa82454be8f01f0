import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import type { Accommodation } from '../../contract/accommodations';
import { fieldIssuesOf } from '../../contract/field-errors';
import { type OwnerBooking, OwnerBookingRequest } from '../../contract/owner-bookings';
import { isCalendarDate } from '../../domain/calendar-date';
import { clashingEntries, MAX_CALENDAR_DAYS } from '../../domain/calendar-range';
import { addDays } from '../../domain/date-arithmetic';
import { BookingKinds, type BookingKind } from '../../domain/enumerations';
import { failureOf } from '../../ports/gateway-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormError, type FormErrorItem } from '../../ui/form-error';
import { PageHeading } from '../../ui/page-heading';
import * as form from '../../ui/page-form.css';
import { SelectField } from '../../ui/select-field';
import { TextArea } from '../../ui/text-area';
import { DateField } from '../../ui/date-field';
import { TextField } from '../../ui/text-field';
import { useFieldErrors } from '../../ui/use-field-errors';
import { entryLabel } from './entry-types';
import { useCalendarEntries, useCreateOwnerBooking } from './use-calendar';
import { formatInstant } from '../../i18n/format';
import { visitorToday } from '../../i18n/moment-zone';

export interface OwnerBookingViewProps {
  readonly homes: readonly Accommodation[];
  /** The home to start with (from the calendar's link), else the first. */
  readonly initialCode: string;
  /** Dates to start with (the calendar's selected nights; departure exclusive), else empty. */
  readonly initialArrival?: string;
  readonly initialDeparture?: string;
  /** After a booking: the calendar of that home at the month of its arrival, saying what was booked. */
  readonly onBooked: (booking: OwnerBooking) => void;
}

type Field = 'accommodationCode' | 'arrivalDate' | 'departureDate' | 'kind' | 'guestName' | 'note';
const fieldOrder: readonly Field[] = ['accommodationCode', 'arrivalDate', 'departureDate', 'kind', 'guestName', 'note'];

/** The request the form's values make (a guest's name only for MyRent). */
function requestOf(values: { accommodationCode: string; arrivalDate: string; departureDate: string; kind: BookingKind; guestName: string; note: string }) {
  const { guestName, ...rest } = values;
  return { ...rest, ...(values.kind === 'MyRent' ? { guestName } : {}) };
}

/** /owner-booking: the owner blocks their home for their own stay or one they let themselves. */
export function OwnerBookingView({ homes, initialCode, initialArrival = '', initialDeparture = '', onBooked }: OwnerBookingViewProps) {
  const { i18n } = useLingui();
  const [code, setCode] = useState(homes.some((home) => home.code === initialCode) ? initialCode : (homes[0]?.code ?? ''));
  const [arrivalDate, setArrival] = useState(initialArrival);
  const [departureDate, setDeparture] = useState(initialDeparture);
  const [kind, setKind] = useState<BookingKind>('OwnerBooking');
  const [guestName, setGuestName] = useState('');
  const [note, setNote] = useState('');
  const create = useCreateOwnerBooking();

  const values = { accommodationCode: code, arrivalDate, departureDate, kind, guestName, note };
  const parsed = OwnerBookingRequest.safeParse(requestOf(values));
  const datesValid = parsed.success || !parsed.error.issues.some((issue) => issue.path[0] === 'arrivalDate' || issue.path[0] === 'departureDate');
  // The home's calendar for exactly those nights: the clashes show before sending.
  const checkable = datesValid && arrivalDate !== '' && departureDate !== '';
  const calendar = useCalendarEntries(code, arrivalDate, departureDate, checkable);
  const entries = checkable ? (calendar.data?.entries ?? []) : [];
  const clashes = clashingEntries({ from: arrivalDate, to: departureDate }, entries);
  // The coming 400 days of the home, for the date picker to mark the nights already taken.
  const today = visitorToday();
  const coming = useCalendarEntries(code, today, addDays(today, MAX_CALENDAR_DAYS - 1), code !== '').data?.entries ?? [];
  const booked = (date: string) => coming.some((entry) => entry.from <= date && date < entry.to);

  const messageFor = (field: Field): string => {
    switch (field) {
      case 'accommodationCode':
        return i18n._({ id: 'ownerBooking.error.home', message: 'Choose one of your homes.' });
      case 'arrivalDate':
        return i18n._({ id: 'ownerBooking.error.arrival', message: 'Enter an arrival date from today on.' });
      case 'departureDate':
        return i18n._({ id: 'ownerBooking.error.departure', message: 'Enter a departure date after the arrival, at most a year later.' });
      case 'kind':
        return i18n._({ id: 'ownerBooking.error.kind', message: 'Choose who stays.' });
      case 'guestName':
        return i18n._({ id: 'ownerBooking.error.guestName', message: 'Enter the guest’s name (up to 100 characters).' });
      case 'note':
        return i18n._({ id: 'ownerBooking.error.note', message: 'The note can have up to 500 characters.' });
    }
  };
  const toErrors = (fields: Iterable<string>) => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) if ((fieldOrder as readonly string[]).includes(field)) found[field as Field] = messageFor(field as Field);
    return found;
  };
  // The contract's schema is the one rule; an error shows only while its field still fails.
  const { errors, report, validate, focusKey } = useFieldErrors(values, (current) => toErrors(Object.keys(fieldIssuesOf(OwnerBookingRequest, requestOf(current)))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || !parsed.success) return;
    const sent = values;
    create.mutate(parsed.data, {
      onSuccess: (booking) => onBooked(booking),
      onError: (error) => {
        const failure = failureOf(error);
        if (failure.kind === 'http' && failure.status === 400 && failure.fieldErrors) report(toErrors(Object.keys(failure.fieldErrors)), sent);
        // Someone booked in between: show the clash the calendar has now.
        if (failure.kind === 'http' && failure.code === 'dates_unavailable') void calendar.refetch();
      },
    });
  };

  const failure = create.error ? failureOf(create.error) : null;
  const summary: FormErrorItem[] = fieldOrder.filter((field) => errors[field]).map((field) => ({ fieldId: `owner-booking-${field}`, message: errors[field] ?? '' }));
  const dateText = (date: string) => formatInstant(date, i18n.locale);
  const clashList =
    clashes.length > 0 ? (
      <ul>
        {clashes.map((entry) => (
          <li key={entry.id}>
            {i18n._({ id: 'ownerBooking.clash.line', message: '{label}: {from} – {to}', values: { label: entryLabel(i18n, entry), from: dateText(entry.from), to: dateText(entry.to) } })}
            {entry.title ? ` (${entry.title})` : ''}
          </li>
        ))}
      </ul>
    ) : null;

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'ownerBooking.title', message: 'Book your own stay' })}
        description={i18n._({ id: 'ownerBooking.lead', message: 'Block your home for your own holiday or for guests you found yourself.' })}
      />
      <Card>
        <form className={form.form} noValidate onSubmit={submit}>
          <FormError title={i18n._({ id: 'ownerBooking.error.title', message: 'Please check the booking' })} errors={summary} focusKey={focusKey} />
          <SelectField id="owner-booking-accommodationCode" label={i18n._({ id: 'ownerBooking.home', message: 'Holiday home' })} value={code} error={errors.accommodationCode} onChange={(event) => setCode(event.target.value)}>
            {homes.map((home) => (
              <option key={home.code} value={home.code}>
                {home.name} ({home.code})
              </option>
            ))}
          </SelectField>
          <DateField id="owner-booking-arrivalDate" label={i18n._({ id: 'ownerBooking.arrival', message: 'Arrival' })} value={arrivalDate} min={today} booked={booked} error={errors.arrivalDate} required onChange={setArrival} />
          <DateField
            id="owner-booking-departureDate"
            label={i18n._({ id: 'ownerBooking.departure', message: 'Departure' })}
            hint={i18n._({ id: 'ownerBooking.departure.hint', message: 'The day you leave; that night stays free.' })}
            value={departureDate}
            min={isCalendarDate(arrivalDate) ? arrivalDate : today}
            booked={booked}
            error={errors.departureDate}
            required
            onChange={setDeparture}
          />
          <SelectField id="owner-booking-kind" label={i18n._({ id: 'ownerBooking.kind', message: 'Who stays' })} value={kind} error={errors.kind} onChange={(event) => setKind(BookingKinds.find((value) => value === event.target.value) ?? 'OwnerBooking')}>
            <option value="OwnerBooking">{i18n._({ id: 'ownerBooking.kind.ownerBooking', message: 'I stay myself (owner booking)' })}</option>
            <option value="MyRent">{i18n._({ id: 'ownerBooking.kind.myRent', message: 'Guests I let to myself (MyRent)' })}</option>
          </SelectField>
          {kind === 'MyRent' && (
            <TextField id="owner-booking-guestName" label={i18n._({ id: 'ownerBooking.guestName', message: 'Guest’s name' })} value={guestName} error={errors.guestName} required maxLength={100} onChange={(event) => setGuestName(event.target.value)} />
          )}
          <TextArea id="owner-booking-note" label={i18n._({ id: 'ownerBooking.note', message: 'Note' })} optional value={note} error={errors.note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          {clashList && (
            <Alert tone="warning" title={i18n._({ id: 'ownerBooking.clash.title', message: 'These dates clash with stays already in the calendar' })}>
              {clashList}
            </Alert>
          )}
          {failure?.kind === 'http' && failure.code === 'dates_unavailable' && !clashList && (
            <Alert tone="danger" title={i18n._({ id: 'ownerBooking.error.unavailable', message: 'These dates were just booked. Choose other dates.' })} />
          )}
          {failure && !(failure.kind === 'http' && (failure.code === 'dates_unavailable' || failure.status === 400)) && (
            <Alert tone="danger" title={i18n._({ id: 'ownerBooking.error.failed', message: 'We could not save the booking. Please try again.' })} />
          )}
          <div className={form.actions}>
            <Button type="submit" disabled={create.isPending || clashes.length > 0}>
              {i18n._({ id: 'ownerBooking.submit', message: 'Book these dates' })}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
