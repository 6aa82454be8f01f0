import type { CalendarResponse } from '../contract/calendar';
import { portKey } from './port-key';

/** A home's calendar. Throws GatewayError (404 for a code that is not the account's). */
export interface CalendarGateway {
  /** The entries touching the days from..to (both included, at most 400 days). */
  entries(accommodationCode: string, from: string, to: string): Promise<CalendarResponse>;
}

/** The key the app binds the CalendarGateway adapter to. */
export const calendarPort = portKey<CalendarGateway>('calendar');
