import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarPort } from '../../ports/calendar-gateway';
import { queryKeys } from '../../ports/query-keys';
import { reservationsPort } from '../../ports/reservations-gateway';
import { usePort } from '../../ports/use-port';

/** A home's entries for the days from..to; the previous month stays while the next one loads. */
export function useCalendarEntries(accommodationCode: string, from: string, to: string) {
  const gateway = usePort(calendarPort);
  return useQuery({
    queryKey: queryKeys.calendar(accommodationCode, from, to),
    queryFn: () => gateway.entries(accommodationCode, from, to),
    placeholderData: keepPreviousData,
  });
}

/** The account's homes (to switch between them, and to know a code that is not the account's). */
export function useHomes() {
  const gateway = usePort(reservationsPort);
  return useQuery({ queryKey: queryKeys.accommodations(), queryFn: () => gateway.accommodations() });
}

/** The home's iCal feed address, loaded when asked for; replacing it shows the new one. */
export function useCalendarExport(accommodationCode: string, enabled: boolean) {
  const gateway = usePort(calendarPort);
  const client = useQueryClient();
  const key = queryKeys.calendarExport(accommodationCode);
  const address = useQuery({ queryKey: key, queryFn: () => gateway.exportUrl(accommodationCode), enabled });
  const rotate = useMutation({ mutationFn: () => gateway.rotateExport(accommodationCode), onSuccess: (fresh) => client.setQueryData(key, fresh) });
  return { address, rotate };
}
