import type { CalendarResponse } from '../contract/calendar';
import type { IcalExport } from '../contract/ical';
import { portKey } from './port-key';

/** A home's calendar. Throws GatewayError (404 for a code that is not the account's). */
export interface CalendarGateway {
  /** The entries touching the days from..to (both included, at most 400 days). */
  entries(accommodationCode: string, from: string, to: string): Promise<CalendarResponse>;
  /** The home's private iCal feed address (other platforms import it). */
  exportUrl(accommodationCode: string): Promise<IcalExport>;
  /** Replaces the feed address; the old one stops working. */
  rotateExport(accommodationCode: string): Promise<IcalExport>;
}

/** The key the app binds the CalendarGateway adapter to. */
export const calendarPort = portKey<CalendarGateway>('calendar');
