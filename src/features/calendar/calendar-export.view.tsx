import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { useCalendarExport } from './use-calendar';

/** iCal export: the home's private feed address for other platforms, and replacing it. */
export function CalendarExport({ code }: { code: string }) {
  const { i18n } = useLingui();
  const [shown, setShown] = useState(false);
  const { address, rotate } = useCalendarExport(code, shown);
  return (
    <Card as="section" aria-labelledby="calendar-export-title">
      <h2 id="calendar-export-title">{i18n._({ id: 'calendar.export.title', message: 'Share this calendar with other platforms' })}</h2>
      <p>{i18n._({ id: 'calendar.export.text', message: 'Other platforms can import this private address to see when your home is booked. It shows no guest details.' })}</p>
      {!shown ? (
        <Button variant="secondary" size="sm" onClick={() => setShown(true)}>
          {i18n._({ id: 'calendar.export.show', message: 'Show the calendar address' })}
        </Button>
      ) : address.isError || rotate.isError ? (
        <Alert tone="danger" title={i18n._({ id: 'calendar.export.error', message: 'We could not get the calendar address' })}>
          <Button variant="secondary" size="sm" onClick={() => void address.refetch()}>
            {i18n._({ id: 'calendar.retry', message: 'Try again' })}
          </Button>
        </Alert>
      ) : address.data ? (
        <>
          <TextField label={i18n._({ id: 'calendar.export.address', message: 'Calendar address (iCal)' })} value={address.data.url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Button variant="secondary" size="sm" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
            {i18n._({ id: 'calendar.export.rotate', message: 'Replace the address (the old one stops working)' })}
          </Button>
          {rotate.isSuccess && <p role="status">{i18n._({ id: 'calendar.export.rotated', message: 'The address was replaced.' })}</p>}
        </>
      ) : (
        <p role="status">{i18n._({ id: 'calendar.loading', message: 'Loading the calendar…' })}</p>
      )}
    </Card>
  );
}
