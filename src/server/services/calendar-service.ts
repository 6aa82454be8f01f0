import type { CalendarEntry, CalendarQuery, CalendarResponse, HomesCalendarResponse } from '../../contract/calendar';
import { toPlainDate } from '../../domain/plain-date';
import { activeStaysBetween, conflictsBetween } from '../repositories/calendar-repository';
import { findOwnHome, listOwnHomes } from '../repositories/own-homes-repository';
import type { Executor } from '../repositories/executor';
import { conflictEntry, stayEntry } from './calendar-read-model';
import { type Clock, today } from './clock';
import { Failure } from './failure';
import { nightPrices } from './night-prices';

/** Reading the calendars of the account's homes. */
export class CalendarService {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  /**
   * The entries of one of the account's homes that touch the days query.from..query.to (both
   * included; the contract limits them to 400), by start: active stays and imported events in
   * conflict; with `withPrices` (the session may see contract prices) the nights' prices from
   * today on. Another account's code answers 404 like an unknown one.
   */
  async read(accountId: number, code: string, query: CalendarQuery, withPrices: boolean): Promise<CalendarResponse> {
    const home = await findOwnHome(this.db, accountId, code);
    if (!home) throw Failure.notFound();
    const [entries, prices] = await Promise.all([
      this.entriesOf([home.id], query),
      withPrices ? nightPrices(this.db, home.id, query.from, query.to, today(this.clock).toString()) : null,
    ]);
    return { entries: entries.get(home.id) ?? [], prices };
  }

  /**
   * The same for every home of the account (the multi-home timeline), in three queries whatever
   * the number of homes; homes by name, then code, each with its entries (possibly none).
   */
  async readAll(accountId: number, query: CalendarQuery): Promise<HomesCalendarResponse> {
    const homes = await listOwnHomes(this.db, accountId);
    const entries = await this.entriesOf(homes.map((home) => home.id), query);
    return { homes: homes.map((home) => ({ accommodationCode: home.code, entries: entries.get(home.id) ?? [] })) };
  }

  /** The entries of the homes (ids the caller checked belong to the account) per home, by start. */
  private async entriesOf(accommodationIds: readonly number[], query: CalendarQuery): Promise<Map<number, CalendarEntry[]>> {
    const end = toPlainDate(query.to).add({ days: 1 }).toString();
    const [stays, conflicts] = await Promise.all([
      activeStaysBetween(this.db, accommodationIds, query.from, end),
      conflictsBetween(this.db, accommodationIds, query.from, end),
    ]);
    const byHome = new Map<number, CalendarEntry[]>();
    const add = (accommodationId: number, entry: CalendarEntry) => {
      const entries = byHome.get(accommodationId);
      if (entries) entries.push(entry);
      else byHome.set(accommodationId, [entry]);
    };
    for (const stay of stays) add(stay.accommodationId, stayEntry(stay));
    for (const conflict of conflicts) add(conflict.accommodationId, conflictEntry(conflict));
    for (const entries of byHome.values()) entries.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    return byHome;
  }
}
