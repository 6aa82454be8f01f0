import type { CalendarQuery, CalendarResponse } from '../../contract/calendar';
import { toPlainDate } from '../../domain/plain-date';
import { activeStaysBetween, conflictsBetween } from '../repositories/calendar-repository';
import { findOwnHome } from '../repositories/own-homes-repository';
import type { Executor } from '../repositories/executor';
import { conflictEntry, stayEntry } from './calendar-view';
import { Failure } from './failure';

/** Reading a home's calendar. */
export class CalendarService {
  constructor(private readonly db: Executor) {}

  /**
   * The entries of one of the account's homes that touch the days query.from..query.to (both
   * included; the contract limits them to 400), by start: active stays and imported events in
   * conflict. Another account's code answers 404 like an unknown one.
   */
  async read(accountId: number, code: string, query: CalendarQuery): Promise<CalendarResponse> {
    const home = await findOwnHome(this.db, accountId, code);
    if (!home) throw Failure.notFound();
    const end = toPlainDate(query.to).add({ days: 1 }).toString();
    const [stays, conflicts] = await Promise.all([
      activeStaysBetween(this.db, home.id, query.from, end),
      conflictsBetween(this.db, home.id, query.from, end),
    ]);
    const entries = [...stays.map(stayEntry), ...conflicts.map(conflictEntry)];
    entries.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    return { entries };
  }
}
