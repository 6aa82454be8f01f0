import type { KyInstance } from 'ky';
import { KyCalendarGateway } from '../../adapters/ky-calendar-gateway';
import { NavigatorClipboard } from '../../adapters/navigator-clipboard';
import { calendarPort } from '../../ports/calendar-gateway';
import { clipboardPort } from '../../ports/clipboard';
import { httpKey, portModule } from './port-module';

/** A home's calendar, and the clipboard its iCal panels copy addresses to. */
export const calendarModule = portModule((bind) => {
  bind(calendarPort).toResolvedValue((ky: KyInstance) => new KyCalendarGateway(ky), [httpKey]);
  bind(clipboardPort).toConstantValue(new NavigatorClipboard());
});
