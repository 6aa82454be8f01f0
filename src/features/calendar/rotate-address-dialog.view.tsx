import { useLingui } from '@lingui/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/**
 * Asks before replacing an iCal address, saying what breaks: every platform syncing the old
 * address (or the one platform it was made for) stops getting updates until it gets the new one.
 */
export function RotateAddressDialog({
  open,
  platform,
  pending,
  failed,
  onClose,
  onConfirm,
}: {
  open: boolean;
  /** The platform whose own address this is; none for the home's shared address. */
  platform?: string;
  pending: boolean;
  failed: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        platform
          ? i18n._({ id: 'calendar.ical.rotate.titleFor', message: 'Replace the address for {name}?', values: { name: platform } })
          : i18n._({ id: 'calendar.ical.rotate.title', message: 'Replace the calendar address?' })
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {i18n._({ id: 'calendar.ical.rotate.cancel', message: 'Keep the address' })}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {i18n._({ id: 'calendar.ical.rotate.confirm', message: 'Replace the address' })}
          </Button>
        </>
      }
    >
      <p>
        {platform
          ? i18n._({
              id: 'calendar.ical.rotate.textFor',
              message: 'The current address stops working at once: {name} stops getting updates from this calendar until you give it the new address.',
              values: { name: platform },
            })
          : i18n._({
              id: 'calendar.ical.rotate.text',
              message: 'The current address stops working at once: every platform that syncs it stops getting updates until you give it the new address. This cannot be undone.',
            })}
      </p>
      {failed && <Alert tone="danger" title={i18n._({ id: 'calendar.ical.rotate.error', message: 'The address could not be replaced. Please try again.' })} />}
    </Dialog>
  );
}
