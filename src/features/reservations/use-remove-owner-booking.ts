import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatedByOwnerBookingRemoval } from './query-keys';
import { useReservationsGateway } from './reservations-context';

/**
 * Removes an owner booking; `onRemoved` runs at once (close the dialog, say so, move on), then
 * reservations, calendar, inbox notifications and owner bookings are marked stale (spec 7), so
 * every page that shows them asks the server again. The callback is mutation-level on purpose:
 * callbacks passed to `mutate` die with their component, and the removed row's may not live long.
 */
export function useRemoveOwnerBooking(onRemoved: () => void) {
  const gateway = useReservationsGateway();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => gateway.removeOwnerBooking(id),
    onSuccess: async () => {
      onRemoved();
      await Promise.all(invalidatedByOwnerBookingRemoval.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
