import { listAccommodations } from '../repositories/accommodations-repository';
import type { Executor } from '../repositories/executor';
import type { NotificationRecord } from '../repositories/notifications-repository';
import { stayIdsByResNo } from '../repositories/reservations-repository';
import { bankDetailsState } from './bank-details-state';
import { type InboxContext, sectionOf } from './notification-read-model';

/**
 * What cards need besides their own data: the account's accommodation names, the stays of
 * reservation cards stored with only a reservation number (the demo seed's), and for bank cards
 * the account paid to now.
 */
export async function inboxContext(db: Executor, accountId: number, records: readonly NotificationRecord[]): Promise<InboxContext> {
  const houses = await listAccommodations(db, accountId);
  const resNos = records.flatMap((record) => {
    if (record.type !== 'reservation') return [];
    const section = sectionOf(record);
    return typeof section.resNo === 'string' && typeof section.stayId !== 'number' ? [section.resNo] : [];
  });
  // Bank cards are told with the one bank-details state: the account paid to now.
  const bank = records.some((record) => record.type === 'iban') ? await bankDetailsState(db, accountId) : null;
  return {
    names: new Map(houses.map((house) => [house.code, house.name])),
    stayIds: await stayIdsByResNo(db, accountId, resNos),
    currentIban: bank?.iban ?? null,
  };
}
