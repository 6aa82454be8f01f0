import { CalendarImport } from '../features/calendar/calendar-import.view';
import { calendarModule } from './modules/calendar.module';
import { reservationsModule } from './modules/reservations.module';
import { useModules } from './use-modules';

/**
 * A home's iCal import, which the calendar page loads as a chunk of its own after the month: with
 * the contract's zod schemas its form validates with (~11 kB gzip). It binds the modules of the
 * ports it resolves (calendar hooks read the homes through the reservations gateway).
 */
export default function CalendarImportSection({ code }: { code: string }) {
  useModules(calendarModule, reservationsModule);
  return <CalendarImport code={code} />;
}
