import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEntry, HomesCalendarResponse } from '../../contract/calendar';
import { useState } from 'react';
import type { IcalFeedRequest } from '../../contract/ical';
import type { OwnerBookingRequest } from '../../contract/owner-bookings';
import { calendarPort } from '../../ports/calendar-gateway';
import { invalidate, invalidatedBy, queryKeys, queryRoots } from '../../ports/query-keys';
import { reservationsPort } from '../../ports/reservations-gateway';
import { usePort } from '../../ports/use-port';

/** A home's entries for the days from..to; the previous month stays while the next one loads. */
export function useCalendarEntries(accommodationCode: string, from: string, to: string, enabled = true) {
  const gateway = usePort(calendarPort);
  return useQuery({
    queryKey: queryKeys.calendar(accommodationCode, from, to),
    queryFn: () => gateway.entries(accommodationCode, from, to),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Every home's entries for the days from..to (the timeline's month) in one request, by code; the
 * previous month stays while the next one loads.
 */
export function useHomesEntries(from: string, to: string) {
  const gateway = usePort(calendarPort);
  return useQuery({
    queryKey: queryKeys.calendarHomes(from, to),
    queryFn: () => gateway.homesEntries(from, to),
    placeholderData: keepPreviousData,
    select: byCode,
  });
}

const byCode = (response: HomesCalendarResponse): ReadonlyMap<string, readonly CalendarEntry[]> =>
  new Map(response.homes.map((home) => [home.accommodationCode, home.entries]));

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

/** The other platforms' calendars the home imports; adding, syncing and removing refresh the list and the calendar. */
export function useCalendarFeeds(accommodationCode: string) {
  const gateway = usePort(calendarPort);
  const client = useQueryClient();
  const list = useQuery({ queryKey: queryKeys.calendarFeeds(accommodationCode), queryFn: () => gateway.feeds(accommodationCode) });
  // The feeds key lies under the calendar root, so one invalidation refreshes the list and the month.
  const refresh = () => invalidate(client, [queryRoots.calendar]);
  const add = useMutation({ mutationFn: (request: IcalFeedRequest) => gateway.addFeed(accommodationCode, request), onSuccess: refresh });
  const sync = useMutation({ mutationFn: (feedId: string) => gateway.syncFeed(feedId), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (feedId: string) => gateway.removeFeed(feedId), onSuccess: refresh });
  return { list, add, sync, remove };
}

/** Creates an owner booking; the key stays the same for retries of one form and changes after a success. */
export function useCreateOwnerBooking() {
  const gateway = usePort(calendarPort);
  const client = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (request: OwnerBookingRequest) => gateway.createOwnerBooking(request, key),
    onSuccess: async () => {
      setKey(crypto.randomUUID());
      // The form leads back to the calendar, opened from it inside the app: its months are dropped,
      // so it shows them read anew, with the booking, never first as they were before it.
      const others = invalidatedBy.ownerBookingCreated.filter((root) => root !== queryRoots.calendar);
      await Promise.all([client.resetQueries({ queryKey: queryRoots.calendar }), invalidate(client, others)]);
    },
  });
}
