import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { failedToLoad } from '../../ui/query-state';
import { IcalAddress } from './ical-address.view';
import * as styles from './ical-panels.css';
import { RotateAddressDialog } from './rotate-address-dialog.view';
import { useCalendarExport } from './use-calendar';

/**
 * iCal export: the home's private feed address for other platforms (copy it; replacing it asks
 * first), and how a platform connected below gets an address of its own so blocks travel.
 */
export function CalendarExport({ code }: { code: string }) {
  const { i18n } = useLingui();
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  const { address, rotate } = useCalendarExport(code, shown);
  const close = () => {
    setAsking(false);
    rotate.reset();
  };
  return (
    <Card as="section" aria-labelledby="calendar-export-title">
      <h2 id="calendar-export-title">{i18n._({ id: 'calendar.export.title', message: 'Share this calendar with other platforms' })}</h2>
      <p>{i18n._({ id: 'calendar.export.text', message: 'Other platforms can import this private address to see when your home is booked. It shows no guest details.' })}</p>
      <p className={styles.muted}>
        {i18n._({
          id: 'calendar.export.perPlatform',
          message:
            'Imported a platform’s calendar below? Give that platform the address shown with it instead: it also carries the bookings of your other platforms but never the platform’s own, so a booking on one platform blocks the dates on the others without coming back.',
        })}
      </p>
      {!shown ? (
        <Button variant="secondary" size="sm" onClick={() => setShown(true)}>
          {i18n._({ id: 'calendar.export.show', message: 'Show the calendar address' })}
        </Button>
      ) : failedToLoad(address) ? (
        <Alert tone="danger" title={i18n._({ id: 'calendar.export.error', message: 'We could not get the calendar address' })}>
          <Button variant="secondary" size="sm" onClick={() => void address.refetch()}>
            {i18n._({ id: 'calendar.retry', message: 'Try again' })}
          </Button>
        </Alert>
      ) : address.data ? (
        <div className={styles.block}>
          <IcalAddress
            label={i18n._({ id: 'calendar.export.address', message: 'Calendar address (iCal)' })}
            url={address.data.url}
            copyLabel={i18n._({ id: 'calendar.ical.copy', message: 'Copy address' })}
          />
          <div>
            <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
              {i18n._({ id: 'calendar.export.rotateAsk', message: 'Replace the address…' })}
            </Button>
          </div>
          {rotate.isSuccess && !asking && <p role="status">{i18n._({ id: 'calendar.export.rotated', message: 'The address was replaced.' })}</p>}
          <RotateAddressDialog
            open={asking}
            pending={rotate.isPending}
            failed={rotate.isError}
            onClose={close}
            onConfirm={() => rotate.mutate(undefined, { onSuccess: () => setAsking(false) })}
          />
        </div>
      ) : (
        <p role="status">{i18n._({ id: 'calendar.loading', message: 'Loading the calendar…' })}</p>
      )}
    </Card>
  );
}
