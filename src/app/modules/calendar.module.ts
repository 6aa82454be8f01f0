import type { KyInstance } from 'ky';
import { KyCalendarGateway } from '../../adapters/ky-calendar-gateway';
import { calendarPort } from '../../ports/calendar-gateway';
import { httpKey, portModule } from './port-module';

/** A home's calendar. */
export const calendarModule = portModule((bind) => {
  bind(calendarPort).toResolvedValue((ky: KyInstance) => new KyCalendarGateway(ky), [httpKey]);
});
