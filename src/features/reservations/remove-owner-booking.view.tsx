import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { Reservation } from '../../contract/reservations';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useToast } from '../../ui/toast';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { formatDay } from '../../i18n/format';
import { failureOf } from '../../ports/gateway-error';
import { useRemoveOwnerBooking } from './use-remove-owner-booking';

export interface RemoveOwnerBookingProps {
  reservation: Reservation;
  /** After the booking is gone: move focus or leave the page (its row or detail no longer exists). */
  onRemoved?: () => void;
}

/** Why the removal failed, in the owner's words: the server's reason when it gave one. */
function useRemovalProblem() {
  const { i18n } = useLingui();
  return (error: unknown): string => {
    const failure = failureOf(error);
    if (failure.kind === 'http' && failure.code === 'booking_started') {
      return i18n._({ id: 'reservations.remove.started', message: 'This booking has already started, so it can no longer be removed. Please contact us to change it.' });
    }
    if (failure.kind === 'http' && failure.code === 'not_found') {
      return i18n._({ id: 'reservations.remove.gone', message: 'This booking no longer exists. The list shows what is booked now.' });
    }
    return i18n._({ id: 'reservations.remove.failed', message: 'The booking was not removed. Please check your connection and try again.' });
  };
}

/** "Remove" with a confirmation dialog; on success a toast, on failure the reason in the dialog. */
export function RemoveOwnerBooking({ reservation, onRemoved }: RemoveOwnerBookingProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const removalProblem = useRemovalProblem();
  const [open, setOpen] = useState(false);
  const values = {
    home: reservation.accommodation.name,
    arrival: formatDay(reservation.arrivalDate, i18n.locale),
    departure: formatDay(reservation.departureDate, i18n.locale),
  };
  const removal = useRemoveOwnerBooking(() => {
    setOpen(false);
    toast.show({ tone: 'success', message: i18n._({ id: 'reservations.remove.done', message: 'Your owner booking at {home} was removed.', values }) });
    onRemoved?.();
  });
  const close = () => {
    setOpen(false);
    removal.reset();
  };
  const remove = () => removal.mutate(reservation.id);

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {i18n._({ id: 'reservations.remove.open', message: 'Remove owner booking' })}
        <VisuallyHidden> {reservation.resNo}</VisuallyHidden>
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={i18n._({ id: 'reservations.remove.title', message: 'Remove this owner booking?' })}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={removal.isPending}>
              {i18n._({ id: 'reservations.remove.keep', message: 'Keep it' })}
            </Button>
            <Button variant="danger" onClick={remove} loading={removal.isPending}>
              {i18n._({ id: 'reservations.remove.confirm', message: 'Remove booking' })}
            </Button>
          </>
        }
      >
        <p>
          {i18n._({
            id: 'reservations.remove.text',
            message: '{home} from {arrival} to {departure} becomes free for guests to book again.',
            values,
          })}
        </p>
        {removal.isError && <Alert tone="danger">{removalProblem(removal.error)}</Alert>}
      </Dialog>
    </>
  );
}
