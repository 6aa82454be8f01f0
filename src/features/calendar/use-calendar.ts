import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
