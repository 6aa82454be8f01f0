import { listAccommodations } from '../repositories/accommodations-repository';
import type { Executor } from '../repositories/executor';
import type { NotificationRecord } from '../repositories/notifications-repository';
import { stayIdsByResNo } from '../repositories/reservations-repository';
import { type InboxContext, sectionOf } from './notification-read-model';

/**
 * What cards need besides their own data: the account's accommodation names, and the stays of
 * reservation cards stored with only a reservation number (the demo seed's). Two small queries.
 */
export async function inboxContext(db: Executor, accountId: number, records: readonly NotificationRecord[]): Promise<InboxContext> {
  const houses = await listAccommodations(db, accountId);
  const resNos = records.flatMap((record) => {
    if (record.type !== 'reservation') return [];
    const section = sectionOf(record);
    return typeof section.resNo === 'string' && typeof section.stayId !== 'number' ? [section.resNo] : [];
  });
  return {
    names: new Map(houses.map((house) => [house.code, house.name])),
    stayIds: await stayIdsByResNo(db, accountId, resNos),
  };
}
