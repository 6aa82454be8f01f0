import type { CalendarResponse, HomesCalendarResponse } from '../contract/calendar';
import type { IcalExport, IcalFeed, IcalFeedList, IcalFeedRequest, IcalSyncResult } from '../contract/ical';
import type { OwnerBooking, OwnerBookingRequest } from '../contract/owner-bookings';
import { portKey } from './port-key';

/** A home's calendar. Throws GatewayError (404 for a code that is not the account's). */
export interface CalendarGateway {
  /** The entries touching the days from..to (both included, at most 400 days). */
  entries(accommodationCode: string, from: string, to: string): Promise<CalendarResponse>;
  /** Every home's entries touching the days from..to in one request (the timeline; at most 400 days). */
  homesEntries(from: string, to: string): Promise<HomesCalendarResponse>;
  /** The home's private iCal feed address (other platforms import it). */
  exportUrl(accommodationCode: string): Promise<IcalExport>;
  /** Replaces the feed address; the old one stops working. */
  rotateExport(accommodationCode: string): Promise<IcalExport>;
  /** Books the home for the owner; the same idempotency key answers the same booking (409 dates_unavailable on a clash). */
  createOwnerBooking(request: OwnerBookingRequest, idempotencyKey: string): Promise<OwnerBooking>;
  /** Other platforms' calendars this home imports, with their last syncs. */
  feeds(accommodationCode: string): Promise<IcalFeedList>;
  addFeed(accommodationCode: string, request: IcalFeedRequest): Promise<IcalFeed>;
  /** Fetches the feed now (a feed that cannot be read answers with status error, not a failure). */
  syncFeed(feedId: string): Promise<IcalSyncResult>;
  /** Replaces the address that feed's platform reads (blocks of every other source); its old address stops working. */
  rotateFeedExport(feedId: string): Promise<IcalFeed>;
  removeFeed(feedId: string): Promise<void>;
}

/** The key the app binds the CalendarGateway adapter to. */
export const calendarPort = portKey<CalendarGateway>('calendar');
