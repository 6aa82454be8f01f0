import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate, invalidatedBy } from '../../ports/query-keys';
import { reservationsPort } from '../../ports/reservations-gateway';
import { usePort } from '../../ports/use-port';

/**
 * Removes an owner booking; `onRemoved` runs at once (close the dialog, say so, move on), then
 * everything that shows owner bookings is marked stale (reservations, calendar, the overview, the
 * inbox; spec 7), so every page that shows them asks the server again. The callback is
 * mutation-level on purpose: callbacks passed to `mutate` die with their component, and the
 * removed row's may not live long.
 */
export function useRemoveOwnerBooking(onRemoved: () => void) {
  const gateway = usePort(reservationsPort);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => gateway.removeOwnerBooking(id),
    onSuccess: async () => {
      onRemoved();
      await invalidate(queryClient, invalidatedBy.ownerBookingRemoved);
    },
  });
}
